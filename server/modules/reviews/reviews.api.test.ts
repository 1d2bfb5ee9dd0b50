import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointAnswer, EndpointInput } from '#contract/endpoint.js';
import * as messagesApi from '#contract/endpoints/messages.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as propertiesApi from '#contract/endpoints/properties.js';
import * as reviewsApi from '#contract/endpoints/reviews.js';
import { notifications, properties, propertyMessages, reviews } from '#server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { contactOwner, publishedAd, setName } from '#server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();
const l = useLookups(server);

type ReviewInput = EndpointInput<typeof reviewsApi.addReview>['body'];
type ListQuery = EndpointInput<typeof reviewsApi.listReviews>['query'];

async function add(user: SignedIn | undefined, body: ReviewInput, language: Language = 'ar', on = server) {
  if (user) await contactOwner(on, user, body.propertyId);
  return on.send(reviewsApi.addReview, { body }, { token: user?.token, language });
}
function list(propertyId: number | string, user?: SignedIn, query: Partial<ListQuery> = {}) {
  return server.send(
    reviewsApi.listReviews,
    { query: { PropertyId: String(propertyId), ...query } },
    { token: user?.token },
  );
}
const reviewsOf = (propertyId: number) =>
  server.deps.db.select().from(reviews).where(eq(reviews.propertyId, propertyId));

async function ownerWithAd() {
  const owner = await signIn(server);
  await setName(server, owner, 'خالد العتيبي');
  return { owner, adId: await publishedAd(server, l, owner) };
}

describe('POST addreview', () => {
  it('a signed-in user reviews a published ad: 201 with the review', async () => {
    const { adId } = await ownerWithAd();
    const sara = await signIn(server);
    await setName(server, sara, 'سارة القحطاني');
    const answer = await add(sara, { propertyId: adId, rating: 4, comment: '  موقع ممتاز وتشطيب جيد  ' });
    expect(answer.status).toBe(201);
    const now = server.clock.now().toISOString();
    expect(answer.body).toEqual({
      id: expect.any(Number) as number,
      rating: 4,
      comment: 'موقع ممتاز وتشطيب جيد',
      createdAt: now,
      updatedAt: now,
      user: { firstName: 'سارة', imageUrl: null },
      isMine: true,
    });
  });

  it('a second review of the same ad updates the first', async () => {
    const { adId } = await ownerWithAd();
    const user = await signIn(server);
    const first = await add(user, { propertyId: adId, rating: 5, comment: 'رائع' });
    const createdAt = server.clock.now().toISOString();
    server.clock.advance(30);
    const second = await add(user, { propertyId: adId, rating: 2 });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      id: first.body.id,
      rating: 2,
      comment: null,
      createdAt,
      updatedAt: server.clock.now().toISOString(),
    });
    expect(await reviewsOf(adId)).toHaveLength(1);
    expect((await list(adId)).body).toMatchObject({ totalDataCount: 1, average: 2 });
  });

  it('owners cannot review their own ad (403), whatever its status', async () => {
    const { owner, adId } = await ownerWithAd();
    const answer = await add(owner, { propertyId: adId, rating: 5 });
    expect(answer.status).toBe(403);
    expect(answer.error).toEqual({ message: 'لا يمكنك تقييم إعلانك' });
    expect((await add(owner, { propertyId: adId, rating: 5 }, 'en')).error).toEqual({
      message: 'You cannot review your own ad',
    });
    const pending = await createAd(server, owner.token, 'residence', residenceBody(l));
    expect((await add(owner, { propertyId: pending.id, rating: 5 })).status).toBe(403);
    expect(await reviewsOf(adId)).toEqual([]);
  });

  it('an ad that is not published, or does not exist, cannot be reviewed (404)', async () => {
    const owner = await signIn(server);
    const user = await signIn(server);
    const pending = await createAd(server, owner.token, 'residence', residenceBody(l));
    expect((await add(user, { propertyId: pending.id, rating: 3 })).status).toBe(404);
    const sold = await publishedAd(server, l, owner);
    await server.deps.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, sold));
    expect((await add(user, { propertyId: sold, rating: 3 })).status).toBe(404);
    expect((await add(user, { propertyId: 2_000_000_000, rating: 3 })).status).toBe(404);
    expect(await reviewsOf(pending.id)).toEqual([]);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating', 'اختر تقييمًا من 1 إلى 5 نجوم'],
    ['a rating of 6', { rating: 6 }, 'rating', 'اختر تقييمًا من 1 إلى 5 نجوم'],
    ['half a star', { rating: 3.5 }, 'rating', 'اختر تقييمًا من 1 إلى 5 نجوم'],
    ['a rating as text', { rating: '5' as never }, 'rating', 'اختر تقييمًا من 1 إلى 5 نجوم'],
    ['no rating', { rating: undefined as never }, 'rating', 'اختر تقييمًا من 1 إلى 5 نجوم'],
    ['a null rating', { rating: null as never }, 'rating', 'اختر تقييمًا من 1 إلى 5 نجوم'],
    [
      'a comment over 1000 characters',
      { comment: 'ت'.repeat(1001) },
      'comment',
      'التعليق طويل جدًا، الحد الأقصى 1000 حرف',
    ],
    ['no property id', { propertyId: undefined as never }, 'propertyId', 'رقم الإعلان مطلوب'],
  ])('refuses %s with a localized 422 and stores nothing', async (_case, change, field, text) => {
    const { adId } = await ownerWithAd();
    const user = await signIn(server);
    const answer = await add(user, { propertyId: adId, rating: 4, ...change });
    expect(answer.status).toBe(422);
    expect(answer.error).toEqual({ message: text, errors: { [field]: [text] } });
    expect(await reviewsOf(adId)).toEqual([]);
  });

  it('answers in English when asked; a blank comment is no comment; 1000 characters fit', async () => {
    const { adId } = await ownerWithAd();
    const user = await signIn(server);
    const english = await add(user, { propertyId: adId, rating: 9, comment: 'x'.repeat(1001) }, 'en');
    expect(english.error.errors).toEqual({
      rating: ['Choose a rating from 1 to 5 stars'],
      comment: ['The comment is too long (at most 1000 characters)'],
    });
    const blank = await add(user, { propertyId: adId, rating: 3, comment: '   ' });
    expect(blank.status).toBe(201);
    expect(blank.body.comment).toBeNull();
    const full = await add(user, { propertyId: adId, rating: 3, comment: 'x'.repeat(1000) });
    expect(full.body.comment).toHaveLength(1000);
  });

  it('needs a signed-in caller', async () => {
    const { adId } = await ownerWithAd();
    const answer = await add(undefined, { propertyId: adId, rating: 5 }, 'en');
    expect(answer.status).toBe(401);
    expect(answer.error).toEqual({ message: 'Please log in' });
  });
});

describe('who may review: one unanswered message is not enough', () => {
  const write = (from: SignedIn, propertyId: number, message: string, receiverId?: string) =>
    server.send(
      messagesApi.sendPropertyMessage,
      { body: { propertyId, message, ...(receiverId ? { receiverId } : {}) } },
      { token: from.token },
    );
  const accessOf = async (propertyId: number, user: SignedIn) =>
    (await list(propertyId, user)).body.reviewAccess;
  const review = (user: SignedIn, propertyId: number, language: Language = 'en') =>
    server.send(reviewsApi.addReview, { body: { propertyId, rating: 1 } }, { token: user.token, language });

  it('the inquirer may review once the advertiser has answered them about that ad', async () => {
    const { owner, adId } = await ownerWithAd();
    const otherAd = await publishedAd(server, l, owner);
    const user = await signIn(server);
    expect(await accessOf(adId, user)).toBe('contactFirst');
    expect((await write(user, adId, 'Is it still available?')).status).toBe(201);
    expect(await accessOf(adId, user)).toBe('awaitingReply');
    const early = await review(user, adId);
    expect(early.status).toBe(403);
    expect(early.error).toEqual({
      message:
        'You can review this ad once the advertiser has replied to you through Manzil, or confirmed you as a client',
    });
    expect((await review(user, adId, 'ar')).error.message).toBe(
      'يمكنك تقييم الإعلان بعد أن يرد عليك المعلن عبر منزل، أو بعد أن يؤكد أنك من عملائه',
    );
    // Many messages from the inquirer are still no answer.
    for (const text of ['Hello?', 'Anyone there?']) await write(user, adId, text);
    expect((await review(user, adId)).status).toBe(403);
    // An answer about another ad of the same owner does not count for this one.
    await write(user, otherAd, 'And this one?');
    expect((await write(owner, otherAd, 'Yes, still free', user.userId)).status).toBe(201);
    expect(await accessOf(adId, user)).toBe('awaitingReply');
    expect(await accessOf(otherAd, user)).toBe('allowed');

    expect((await write(owner, adId, 'Yes, come on Sunday', user.userId)).status).toBe(201);
    expect(await accessOf(adId, user)).toBe('allowed');
    expect((await review(user, adId)).status).toBe(201);
    expect(await reviewsOf(adId)).toHaveLength(1);
  });

  it('an answer staff hid does not count', async () => {
    const { owner, adId } = await ownerWithAd();
    const user = await signIn(server);
    await write(user, adId, 'Is it still available?');
    const answer = await write(owner, adId, 'Pay me outside the site', user.userId);
    await server.deps.db
      .update(propertyMessages)
      .set({ hiddenAt: server.clock.now() })
      .where(eq(propertyMessages.id, answer.body.id));
    expect(await accessOf(adId, user)).toBe('awaitingReply');
    expect((await review(user, adId)).status).toBe(403);
    expect(await reviewsOf(adId)).toEqual([]);
  });
});

describe('GET getall', () => {
  it('an ad without reviews: an empty list and no average', async () => {
    const { adId } = await ownerWithAd();
    expect((await list(adId)).body).toEqual({
      data: [],
      totalPages: 0,
      totalDataCount: 0,
      average: null,
      reviewAccess: 'signIn',
    });
  });

  it('anyone reads the reviews of a published ad, newest first, with the average to one decimal', async () => {
    const { adId } = await ownerWithAd();
    const [a, b, c] = [await signIn(server), await signIn(server), await signIn(server)];
    await setName(server, b, 'نورة');
    for (const [user, rating] of [
      [a, 2],
      [b, 5],
      [c, 4],
    ] as const) {
      expect((await add(user, { propertyId: adId, rating, comment: `تقييم ${rating}` })).status).toBe(201);
      server.clock.advance(5);
    }
    const answer = await list(adId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalDataCount: 3, totalPages: 1, average: 3.7 });
    expect(answer.body.data.map((r) => r.rating)).toEqual([4, 5, 2]);
    expect(answer.body.data[1]).toMatchObject({ user: { firstName: 'نورة', imageUrl: null }, isMine: false });

    const asB = await list(adId, b, { PageSize: 2 });
    expect(asB.body).toMatchObject({ totalDataCount: 3, totalPages: 2, average: 3.7 });
    expect(asB.body.data.map((r) => r.isMine)).toEqual([false, true]);
    // Query names are matched whatever their case (propertyId, pageSize, pageNumber).
    const secondPage = await server.call<EndpointAnswer<typeof reviewsApi.listReviews>>(
      'GET',
      `${reviewsApi.listReviews.path}?propertyId=${adId}&pageSize=2&pageNumber=1`,
    );
    expect(secondPage.body.data.map((r) => r.rating)).toEqual([2]);
  });

  it("the reviews of an ad that is not published are its owner's to read only", async () => {
    const { owner, adId } = await ownerWithAd();
    const user = await signIn(server);
    expect((await add(user, { propertyId: adId, rating: 4 })).status).toBe(201);
    await server.deps.db.update(properties).set({ status: 'pending' }).where(eq(properties.id, adId));
    expect((await list(adId)).status).toBe(404);
    expect((await list(adId, user)).status).toBe(404);
    const asOwner = await list(adId, owner);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toMatchObject({ totalDataCount: 1, average: 4 });
    expect((await list(2_000_000_000)).status).toBe(404);
  });

  it('a missing or bad PropertyId is a localized 422; a bad token a 401', async () => {
    const missing = await server.send(
      reviewsApi.listReviews,
      { query: { PropertyId: undefined as never } },
      { language: 'en' },
    );
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({ PropertyId: ['The ad id is required'] });
    // A typed query leaves an empty value out: `PropertyId=` goes raw.
    const empty = await server.call('GET', `${reviewsApi.listReviews.path}?PropertyId=`);
    expect(empty.status, '').toBe(422);
    for (const value of ['abc', '0', '1.5', "' or 1=1"]) {
      expect((await list(value)).status, value).toBe(422);
    }
    const badToken = await server.send(
      reviewsApi.listReviews,
      { query: { PropertyId: '1' } },
      { headers: { authorization: 'Bearer nope' } },
    );
    expect(badToken.status).toBe(401);
  });
});

describe('review notifications', () => {
  it('a first review notifies the owner; changing it does not', async () => {
    const { owner, adId } = await ownerWithAd();
    const sara = await signIn(server);
    await setName(server, sara, 'سارة');
    expect((await add(sara, { propertyId: adId, rating: 4 })).status).toBe(201);
    expect((await add(sara, { propertyId: adId, rating: 1, comment: 'غيرت رأيي' })).status).toBe(201);
    const answer = await server.send(notificationsApi.listNotifications, {}, { token: owner.token });
    // Sara wrote to the owner before reviewing (newMessage), then reviewed once (newReview).
    expect(answer.body).toMatchObject({ totalDataCount: 2, unreadCount: 2 });
    expect(answer.body.data.map((item) => item.type)).toEqual(['newReview', 'newMessage']);
    expect(answer.body.data[0]).toMatchObject({
      type: 'newReview',
      title: 'تقييم جديد لإعلانك',
      body: 'تقييم جديد من سارة لإعلانك «فيلا للبيع في حي النرجس»: 4 من 5',
      propertyId: adId,
      category: 1,
      read: false,
    });
    const stored = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sara.userId), eq(notifications.propertyId, adId)));
    expect(stored).toEqual([]);
  });
});

describe('review limit', () => {
  it('takes 10 reviews per user an hour, then 429; changing one of them stays free', async () => {
    const limited = await startTestServer();
    try {
      const lookups = await loadLookups(limited);
      const owner = await signIn(limited);
      const user = await signIn(limited);
      const ads: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const ad = await createAd(limited, owner.token, 'residence', residenceBody(lookups));
        await limited.deps.db.update(properties).set({ status: 'published' }).where(eq(properties.id, ad.id));
        ads.push(ad.id);
      }
      for (const adId of ads.slice(0, 10)) {
        expect((await add(user, { propertyId: adId, rating: 5 }, 'ar', limited)).status).toBe(201);
        limited.clock.advance(60);
      }
      const refused = await add(user, { propertyId: ads[10]!, rating: 5 }, 'en', limited);
      expect(refused.status).toBe(429);
      // The first review was written 600 s ago: it leaves the hour in 3000 s.
      expect(refused.headers.get('retry-after')).toBe('3000');
      expect(refused.error).toEqual({ message: 'Too many reviews, please try again in 3000 seconds' });
      expect(await limited.deps.db.$count(reviews)).toBe(10);

      // The newest review is in the window already: changing it again adds nothing.
      expect((await add(user, { propertyId: ads[9]!, rating: 3 }, 'ar', limited)).status).toBe(201);

      limited.clock.advance(3000);
      // The access token has run out by now: sign in again.
      const again = await signIn(limited, user.e164);
      expect((await add(again, { propertyId: ads[10]!, rating: 4 }, 'ar', limited)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the rating on the details answer', () => {
  it('shows the average of the reviews and how many there are', async () => {
    const { adId } = await ownerWithAd();
    const details = () => server.send(propertiesApi.getProperty, { params: { id: adId } });
    expect((await details()).body.rating).toEqual({ average: null, count: 0 });
    for (const rating of [5, 4, 4]) {
      expect((await add(await signIn(server), { propertyId: adId, rating })).status).toBe(201);
    }
    expect((await details()).body.rating).toEqual({ average: 4.3, count: 3 });
  });
});
