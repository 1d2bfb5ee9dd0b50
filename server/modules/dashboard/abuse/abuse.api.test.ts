import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as hiding from '#contract/endpoints/dashboard/abuse.js';
import * as messages from '#contract/endpoints/messages.js';
import * as properties from '#contract/endpoints/properties.js';
import * as reviews from '#contract/endpoints/reviews.js';
import { auditLog } from '#server/db/schema/index.js';
import { contactOwner, publishedAd, setName } from '#server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, ADMIN, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useLookups, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const l = useLookups(server);
const admin = useAdmin(server);

type HideBody = EndpointInput<typeof hiding.hideReview>['body'];
const as = (token = admin.token, language: Language = 'en') => ({ token, language });
const listReviews = (query: EndpointInput<typeof hiding.listReviews>['query'] = {}, token = admin.token) =>
  server.send(hiding.listReviews, { query }, as(token));
const listMessages = (query: EndpointInput<typeof hiding.listMessages>['query'] = {}, token = admin.token) =>
  server.send(hiding.listMessages, { query }, as(token));
const hideReview = (id: number, body?: HideBody, token = admin.token, language: Language = 'en') =>
  server.send(hiding.hideReview, { params: { id }, body }, as(token, language));
const unhideReview = (id: number) => server.send(hiding.unhideReview, { params: { id } }, as());
const hideMessage = (id: number, body?: HideBody, token = admin.token) =>
  server.send(hiding.hideMessage, { params: { id }, body }, as(token));
const unhideMessage = (id: number, token = admin.token) =>
  server.send(hiding.unhideMessage, { params: { id } }, as(token));
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((item) => item.id);
const auditOf = (resource: string, id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resourceId, String(id)))
    .then((rows) => rows.filter((row) => row.resource === resource));

async function review(user: SignedIn, propertyId: number, rating: number, comment: string) {
  await contactOwner(server, user, propertyId);
  const answer = await server.send(
    reviews.addReview,
    { body: { propertyId, rating, comment } },
    as(user.token),
  );
  expect(answer.status).toBe(201);
  server.clock.advance(1);
  return answer.body.id;
}
const websiteReviews = (propertyId: number) =>
  server.send(reviews.listReviews, { query: { PropertyId: String(propertyId), PageSize: 100 } });
const detail = (propertyId: number) =>
  server.send(properties.getProperty, { params: { id: propertyId } }, { language: 'en' });

async function message(from: SignedIn, propertyId: number, text: string, receiverId?: string) {
  const answer = await server.send(
    messages.sendPropertyMessage,
    { body: { propertyId, message: text, ...(receiverId ? { receiverId } : {}) } },
    as(from.token),
  );
  expect(answer.status).toBe(201);
  server.clock.advance(1);
  return answer.body.id;
}
const thread = (user: SignedIn, otherId: string, propertyId: number) =>
  server.send(
    messages.getThread,
    { params: { senderId: otherId }, query: { PropertyId: String(propertyId), PageSize: 100 } },
    { token: user.token },
  );
const inbox = (user: SignedIn) =>
  server.send(messages.listConversations, { query: { PageSize: 100 } }, { token: user.token });

describe('hiding reviews', () => {
  it('lists reviews with filters; a hidden review leaves the website list, average and count', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const sara = await signIn(server);
    await setName(server, sara, 'Sara Qahtani');
    const troll = await signIn(server);
    await setName(server, troll, 'Angry Troll');
    const good = await review(sara, adId, 5, 'Lovely villa, great location');
    const bad = await review(troll, adId, 1, 'Insulting words here');

    expect((await detail(adId)).body.rating).toEqual({ average: 3, count: 2 });
    const listed = await listReviews({ PropertyId: adId });
    expect(listed.status).toBe(200);
    expect(ids(listed)).toEqual([bad, good]);
    expect(listed.body.data[0]).toMatchObject({
      property: { id: adId },
      user: { id: troll.userId, fullName: 'Angry Troll', phoneNumber: troll.e164 },
      rating: 1,
      comment: 'Insulting words here',
      isHidden: false,
      hiddenAt: null,
      hiddenReason: null,
    });
    expect(ids(await listReviews({ PropertyId: adId, SortBy: 'oldest' }))).toEqual([good, bad]);
    expect(ids(await listReviews({ PropertyId: adId, Query: 'angry' }))).toEqual([bad]);
    expect(ids(await listReviews({ PropertyId: adId, Query: 'LOVELY' }))).toEqual([good]);

    const hiddenAt = server.clock.now().toISOString();
    const hidden = await hideReview(bad, { reason: '  Insults  ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: bad, isHidden: true, hiddenAt, hiddenReason: 'Insults' });
    expect(ids(await listReviews({ PropertyId: adId, Hidden: true }))).toEqual([bad]);
    expect(ids(await listReviews({ PropertyId: adId, Hidden: false }))).toEqual([good]);

    const website = await websiteReviews(adId);
    expect(website.body.data.map((item) => item.id)).toEqual([good]);
    expect(website.body).toMatchObject({ totalDataCount: 1, average: 5 });
    expect((await detail(adId)).body.rating).toEqual({ average: 5, count: 1 });

    // Its author editing it keeps it hidden.
    await review(troll, adId, 2, 'Still rude');
    expect((await websiteReviews(adId)).body.totalDataCount).toBe(1);

    server.clock.advance(5);
    expect((await hideReview(bad)).body.hiddenAt).toBe(hiddenAt);
    const shown = await unhideReview(bad);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ isHidden: false, hiddenAt: null, hiddenReason: null });
    expect((await websiteReviews(adId)).body.totalDataCount).toBe(2);
    expect((await detail(adId)).body.rating).toEqual({ average: 3.5, count: 2 });

    const entries = await auditOf('Ratings', bad);
    expect(entries.map((entry) => entry.action)).toEqual(['hide', 'unhide']);
    expect(entries[0]).toMatchObject({
      staffEmail: ADMIN.email,
      before: { hiddenAt: null, comment: 'Insulting words here' },
      after: { hiddenAt, hiddenReason: 'Insults' },
    });
  });

  it('hides without a body or with an empty reason; checks the reason and the id', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const id = await review(await signIn(server), adId, 3, 'ok');
    expect((await hideReview(id)).body).toMatchObject({ isHidden: true, hiddenReason: null });
    await unhideReview(id);
    expect((await hideReview(id, { reason: '' })).body.hiddenReason).toBeNull();
    await unhideReview(id);
    const tooLong = await hideReview(id, { reason: 'x'.repeat(501) }, admin.token, 'ar');
    expect(tooLong.status).toBe(422);
    expect(tooLong.error.errors?.reason).toEqual(['سبب الإخفاء 500 حرف على الأكثر']);
    expect((await hideReview(999999)).status).toBe(404);
    expect((await unhideReview('abc' as never)).status).toBe(422);
    expect((await listReviews({ Hidden: 'maybe' as never })).status).toBe(422);
  });

  it('needs Ratings.ReadList to list and Ratings.Delete to hide; a refusal records nothing', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const id = await review(await signIn(server), adId, 4, 'fine');
    const reader = await staffWith(server, admin.token, ['Ratings.ReadList']);
    expect((await listReviews({}, reader.token)).status).toBe(200);
    expect((await hideReview(id, {}, reader.token)).status).toBe(403);
    const hider = await staffWith(server, admin.token, ['Ratings.Delete']);
    expect((await listReviews({}, hider.token)).status).toBe(403);
    expect(await auditOf('Ratings', id)).toEqual([]);
    expect((await hideReview(id, {}, hider.token)).status).toBe(200);
    expect((await auditOf('Ratings', id))[0]?.staffEmail).toBe(hider.email);
  });
});

describe('hiding property messages', () => {
  it('a hidden message leaves the thread and the inbox of both people; unhiding brings it back', async () => {
    const owner = await signIn(server);
    await setName(server, owner, 'Khalid Owner');
    const adId = await publishedAd(server, l, owner);
    const buyer = await signIn(server);
    await setName(server, buyer, 'Rude Buyer');
    const hello = await message(buyer, adId, 'Is the villa available?');
    const reply = await message(owner, adId, 'Yes it is', buyer.userId);
    const abuse = await message(buyer, adId, 'You are a crook');

    const listed = await listMessages({ PropertyId: adId });
    expect(listed.status).toBe(200);
    expect(ids(listed)).toEqual([abuse, reply, hello]);
    expect(listed.body.data[0]).toMatchObject({
      property: { id: adId },
      sender: { id: buyer.userId, fullName: 'Rude Buyer' },
      receiver: { id: owner.userId, fullName: 'Khalid Owner' },
      body: 'You are a crook',
      isHidden: false,
    });
    expect(ids(await listMessages({ Query: 'crook', PropertyId: adId }))).toEqual([abuse]);
    expect(ids(await listMessages({ UserId: owner.userId, SortBy: 'oldest' }))).toEqual([
      hello,
      reply,
      abuse,
    ]);
    expect((await listMessages({ UserId: 'nope' })).status).toBe(422);

    const hidden = await hideMessage(abuse, { reason: 'Insult' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ isHidden: true, hiddenReason: 'Insult' });
    expect(ids(await listMessages({ PropertyId: adId, Hidden: true }))).toEqual([abuse]);
    expect(ids(await listMessages({ PropertyId: adId, Hidden: false }))).toEqual([reply, hello]);

    for (const [user, other] of [
      [owner, buyer],
      [buyer, owner],
    ] as const) {
      const answer = await thread(user, other.userId, adId);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((item) => item.id)).toEqual([hello, reply]);
      expect(answer.body.totalDataCount).toBe(2);
      const conversations = await inbox(user);
      const mine = conversations.body.data.find((item) => item.property.id === adId);
      expect(mine?.lastMessage.id).toBe(reply);
    }
    // The owner never sees the hidden message as unread.
    const ownerInbox = await inbox(owner);
    expect(ownerInbox.body.data.find((item) => item.property.id === adId)?.unreadCount).toBe(0);

    expect((await unhideMessage(abuse)).body.isHidden).toBe(false);
    expect((await thread(owner, buyer.userId, adId)).body.data.map((item) => item.id)).toEqual([
      hello,
      reply,
      abuse,
    ]);
    expect((await auditOf('Comments', abuse)).map((entry) => entry.action)).toEqual(['hide', 'unhide']);
  });

  it('a conversation whose messages are all hidden disappears from both inboxes', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const buyer = await signIn(server);
    const only = await message(buyer, adId, 'spam spam spam');
    expect((await hideMessage(only)).status).toBe(200);
    expect((await thread(owner, buyer.userId, adId)).status).toBe(404);
    expect((await thread(buyer, owner.userId, adId)).status).toBe(404);
    for (const user of [owner, buyer]) {
      const answer = await inbox(user);
      expect(answer.body.data.some((item) => item.property.id === adId)).toBe(false);
    }
  });

  it('needs Comments.ReadList to list and Comments.Delete to hide; unknown ids answer 404', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const id = await message(await signIn(server), adId, 'hello there');
    const reader = await staffWith(server, admin.token, ['Comments.ReadList']);
    expect((await listMessages({}, reader.token)).status).toBe(200);
    expect((await hideMessage(id, {}, reader.token)).status).toBe(403);
    expect((await unhideMessage(id, reader.token)).status).toBe(403);
    expect(await auditOf('Comments', id)).toEqual([]);
    expect((await hideMessage(999999)).status).toBe(404);
    expect((await unhideMessage(999999)).status).toBe(404);
  });
});
