import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '#contract/common.js';
import type { EndpointInput } from '#contract/endpoint.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as queue from '#contract/endpoints/dashboard/reports.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as catalogue from '#contract/endpoints/properties.js';
import * as reportsApi from '#contract/endpoints/reports.js';
import * as reviewsApi from '#contract/endpoints/reviews.js';
import { auditLog, properties, reports } from '#server/db/schema/index.js';
import { loadLookups, type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { contactOwner, publishedAd, setName } from '#server/test/support/fixtures/conversation-fixtures.js';
import { establishedUser } from '#server/test/support/fixtures/report-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, ADMIN, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/** Issue 19 items 4 and 6: reports of ads, reviews and messages; the queue; who may review. */
let server: TestServer;
let l: Lookups;
let adminToken: string;
let nextIp = 1;

const PER_USER_PER_DAY = 12;
const PER_IP_PER_HOUR = 6;

beforeAll(async () => {
  // Tests choose the visitor's address with X-Forwarded-For, as a proxy in front would.
  server = await startTestServer({
    ...adminEnv,
    TRUST_PROXY: '1',
    REPORTS_PER_USER_PER_DAY: String(PER_USER_PER_DAY),
    REPORTS_PER_IP_PER_HOUR: String(PER_IP_PER_HOUR),
  });
  l = await loadLookups(server);
  adminToken = await loginAdmin(server);
});
// Tests move the clock by days: a fresh staff session each time.
beforeEach(async () => {
  adminToken = await loginAdmin(server);
});
afterAll(async () => {
  await server.close();
});

type ReportInput = EndpointInput<typeof reportsApi.reportItem>['body'];
/** A fresh visitor address per call unless one is given. */
const freshIp = () => `198.51.100.${nextIp++}`;
function report(body: ReportInput, who: { user?: SignedIn; ip?: string; language?: Language } = {}) {
  return server.send(
    reportsApi.reportItem,
    { body },
    {
      token: who.user?.token,
      language: who.language ?? 'en',
      headers: { 'x-forwarded-for': who.ip ?? freshIp() },
    },
  );
}
const listQueue = (query: EndpointInput<typeof queue.listReports>['query'] = {}, token = adminToken) =>
  server.send(queue.listReports, { query }, { token, language: 'en' });
const decide = (
  kind: 'ad' | 'review' | 'message',
  id: number,
  body: EndpointInput<typeof queue.decideReport>['body'],
  token = adminToken,
) => server.send(queue.decideReport, { params: { kind, id }, body }, { token, language: 'en' });
const reportsOf = (kind: 'ad' | 'review' | 'message', id: number) =>
  server.deps.db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, kind), eq(reports.targetId, id)));
const adRow = async (id: number) =>
  (await server.deps.db.select().from(properties).where(eq(properties.id, id)))[0]!;
const publicAd = (id: number) => server.send(catalogue.getProperty, { params: { id } }, { language: 'en' });

async function ownerWithAd() {
  const owner = await signIn(server);
  return { owner, adId: await publishedAd(server, l, owner) };
}

/** Three established accounts report the ad: enough to hold it. */
async function holdByReports(adId: number) {
  for (let i = 0; i < 3; i += 1) {
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: await establishedUser(server) });
  }
}

async function writeReview(user: SignedIn, propertyId: number, rating: number, comment?: string) {
  await contactOwner(server, user, propertyId);
  const answer = await server.send(
    reviewsApi.addReview,
    { body: { propertyId, rating, comment } },
    { token: user.token },
  );
  expect(answer.status).toBe(201);
  return answer.body.id;
}

describe('reporting an ad', () => {
  it('a visitor reports with a reason and a note; their IP is stored only as a keyed hash', async () => {
    const { adId } = await ownerWithAd();
    const ip = '203.0.113.77';
    const answer = await report(
      { kind: 'ad', id: adId, reason: 'wrongPrice', note: '  Price is 10x  ' },
      { ip },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ kind: 'ad', id: adId, reason: 'wrongPrice', updated: false });
    const [row] = await reportsOf('ad', adId);
    expect(row).toMatchObject({
      reporterId: null,
      reason: 'wrongPrice',
      note: 'Price is 10x',
      propertyId: adId,
    });
    expect(row!.reporterKey).toMatch(/^v:[\w-]{20,}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it('the same person reporting again updates their report, it does not count twice', async () => {
    const { adId } = await ownerWithAd();
    const user = await signIn(server);
    expect((await report({ kind: 'ad', id: adId, reason: 'scam' }, { user })).body.updated).toBe(false);
    server.clock.advance(10);
    const again = await report({ kind: 'ad', id: adId, reason: 'duplicate', note: 'Same as 12' }, { user });
    expect(again.body).toMatchObject({ updated: true, reason: 'duplicate' });
    const rows = await reportsOf('ad', adId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: user.userId, reason: 'duplicate', note: 'Same as 12' });

    const ip = freshIp();
    await report({ kind: 'ad', id: adId, reason: 'unavailable' }, { ip });
    await report({ kind: 'ad', id: adId, reason: 'fakePhotos' }, { ip });
    expect(await reportsOf('ad', adId)).toHaveLength(2);
  });

  it('reasons: every one is accepted; other needs a note; notes are bounded; bad input stores nothing', async () => {
    const { adId } = await ownerWithAd();
    // One user changing their mind: the threshold is not reached.
    const user = await signIn(server);
    for (const reason of [
      'unavailable',
      'wrongPrice',
      'fakePhotos',
      'scam',
      'duplicate',
      'wrongLicense',
    ] as const) {
      expect((await report({ kind: 'ad', id: adId, reason }, { user })).body.reason).toBe(reason);
    }
    const other = await report(
      { kind: 'ad', id: adId, reason: 'other', note: 'Agent asked for a deposit' },
      { user },
    );
    expect(other.status).toBe(200);
    const before = (await reportsOf('ad', adId)).length;

    const noNote = await report({ kind: 'ad', id: adId, reason: 'other', note: '   ' }, { language: 'ar' });
    expect(noNote.status).toBe(422);
    expect(noNote.error.errors).toMatchObject({ note: ['اكتب وصفًا قصيرًا للمشكلة'] });
    const long = await report({ kind: 'ad', id: adId, reason: 'scam', note: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.error.errors).toMatchObject({ note: ['The note is longer than allowed (500 characters)'] });
    const raw = await server.call('POST', reportsApi.reportItem.path, {
      kind: 'ad',
      id: adId,
      reason: 'ugly',
    });
    expect(raw.status).toBe(422);
    const kind = await server.call('POST', reportsApi.reportItem.path, {
      kind: 'user',
      id: adId,
      reason: 'scam',
    });
    expect(kind.status).toBe(422);
    expect((await reportsOf('ad', adId)).length).toBe(before);
  });

  it('the owner cannot report their own ad; an ad that is not public cannot be reported', async () => {
    const { owner, adId } = await ownerWithAd();
    const own = await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: owner, language: 'ar' });
    expect(own.status).toBe(403);
    expect(own.error.message).toBe('لا يمكنك الإبلاغ عن إعلانك');
    await server.deps.db.update(properties).set({ status: 'archived' }).where(eq(properties.id, adId));
    expect((await report({ kind: 'ad', id: adId, reason: 'scam' })).status).toBe(404);
    expect((await report({ kind: 'ad', id: 2_000_000_000, reason: 'scam' })).status).toBe(404);
    expect(await reportsOf('ad', adId)).toEqual([]);
  });
});

describe('rate limits', () => {
  it('one IP may send a few reports per hour, then 429 with Retry-After', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < PER_IP_PER_HOUR; i += 1) {
      const { adId } = await ownerWithAd();
      expect((await report({ kind: 'ad', id: adId, reason: 'scam' }, { ip })).status).toBe(200);
    }
    const { adId } = await ownerWithAd();
    const refused = await report({ kind: 'ad', id: adId, reason: 'scam' }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reportsOf('ad', adId)).toEqual([]);
    expect((await report({ kind: 'ad', id: adId, reason: 'scam' })).status).toBe(200);
  });

  it('one user may send a few reports per day, from any address', async () => {
    const user = await signIn(server);
    const ads: number[] = [];
    for (let i = 0; i <= PER_USER_PER_DAY; i += 1) ads.push((await ownerWithAd()).adId);
    for (const adId of ads.slice(0, PER_USER_PER_DAY)) {
      expect((await report({ kind: 'ad', id: adId, reason: 'scam' }, { user })).status).toBe(200);
      server.clock.advance(1);
    }
    const last = ads.at(-1)!;
    const refused = await report({ kind: 'ad', id: last, reason: 'scam' }, { user, language: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.error.message).toMatch(/^Too many reports, try again in \d+ seconds$/);
    // The oldest of the day's reports frees a place a day after it was sent.
    expect(Number(refused.headers.get('retry-after'))).toBe(86_400 - PER_USER_PER_DAY);
    expect(await reportsOf('ad', last)).toEqual([]);
    // Changing a report already sent counts as one more.
    expect((await report({ kind: 'ad', id: ads[0]!, reason: 'duplicate' }, { user })).status).toBe(429);
    // A visitor from the same address is not that user.
    expect((await report({ kind: 'ad', id: last, reason: 'scam' })).status).toBe(200);
  });
});

describe('an ad reported by several people', () => {
  it('is held for review at the threshold of distinct reporters, and its owner told without names', async () => {
    const { owner, adId } = await ownerWithAd();
    const reporter = await establishedUser(server);
    await setName(server, reporter, 'Reporter Person');
    // One person three times counts once.
    for (const reason of ['scam', 'duplicate', 'fakePhotos'] as const) {
      await report({ kind: 'ad', id: adId, reason }, { user: reporter });
    }
    expect((await adRow(adId)).status).toBe('published');
    // A visitor weighs half an established account: 1.5, then 2.5 of the 3 needed.
    await report({ kind: 'ad', id: adId, reason: 'scam' });
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: await establishedUser(server) });
    expect((await adRow(adId)).status).toBe('published');
    expect((await publicAd(adId)).status).toBe(200);

    const heldAt = server.clock.now();
    await report({ kind: 'ad', id: adId, reason: 'fakePhotos' });
    const held = await adRow(adId);
    expect(held).toMatchObject({ status: 'pending', heldForReportsAt: heldAt });
    expect((await publicAd(adId)).status).toBe(404);
    const listed = await server.send(catalogue.listProperties, { query: { PageSize: 100 } });
    expect(listed.body.data.map((ad) => ad.id)).not.toContain(adId);

    const mine = await server.send(catalogue.getProperty, { params: { id: adId } }, { token: owner.token });
    expect(mine.body).toMatchObject({ status: 'pending', heldForReports: true });
    const myList = await server.send(catalogue.listOwnProperties, { query: {} }, { token: owner.token });
    expect(myList.body.data.find((ad) => ad.id === adId)).toMatchObject({
      status: 'pending',
      heldForReports: true,
    });
    const notices = await server.send(
      notificationsApi.listNotifications,
      { query: {} },
      {
        token: owner.token,
        language: 'en',
      },
    );
    const notice = notices.body.data.find((item) => item.type === 'adHeldForReports');
    expect(notice).toMatchObject({ propertyId: adId, title: 'Your ad is under review after reports' });
    expect(notice!.body).not.toContain('Reporter');
    expect(JSON.stringify(mine.body)).not.toContain(reporter.userId);

    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, String(adId)));
    expect(audit.map((entry) => entry.action)).toContain('hold-for-reports');
  });

  it('reports older than the window do not count', async () => {
    const { adId } = await ownerWithAd();
    const reporters = [];
    for (let i = 0; i < 5; i += 1) reporters.push(await establishedUser(server));
    const [first, second, third, fourth, fifth] = reporters;
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: first });
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: second });
    server.clock.advance(73 * 3600);
    // Tokens last 15 minutes: the later reporters' sessions start now.
    for (const user of [third, fourth, fifth]) Object.assign(user!, await signIn(server, user!.e164));
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: third });
    expect((await adRow(adId)).status).toBe('published');
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: fourth });
    await report({ kind: 'ad', id: adId, reason: 'scam' }, { user: fifth });
    expect((await adRow(adId)).status).toBe('pending');
  });
});

describe('reporting reviews and messages', () => {
  it('anyone reports a visible review; a hidden one or one of a hidden ad is not found', async () => {
    const { adId } = await ownerWithAd();
    const writer = await signIn(server);
    const reviewId = await writeReview(writer, adId, 1, 'Spam text');
    expect((await report({ kind: 'review', id: reviewId, reason: 'scam' })).status).toBe(200);
    const user = await signIn(server);
    expect(
      (await report({ kind: 'review', id: reviewId, reason: 'other', note: 'Insults' }, { user })).status,
    ).toBe(200);
    expect((await reportsOf('review', reviewId)).map((row) => row.propertyId)).toEqual([adId, adId]);
    expect((await report({ kind: 'review', id: 2_000_000_000, reason: 'scam' })).status).toBe(404);
  });

  it('only the receiver reports a message: the sender 403, anyone else 404, a visitor 401', async () => {
    const { owner, adId } = await ownerWithAd();
    const buyer = await signIn(server);
    const sent = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: 'Send the deposit to this account' } },
      { token: buyer.token },
    );
    const messageId = sent.body.id;
    expect((await report({ kind: 'message', id: messageId, reason: 'scam' })).status).toBe(401);
    const stranger = await signIn(server);
    expect(
      (await report({ kind: 'message', id: messageId, reason: 'scam' }, { user: stranger })).status,
    ).toBe(404);
    const own = await report(
      { kind: 'message', id: messageId, reason: 'scam' },
      { user: buyer, language: 'en' },
    );
    expect(own.status).toBe(403);
    expect(own.error.message).toBe('Only the person who received a message can report it');
    expect((await report({ kind: 'message', id: messageId, reason: 'scam' }, { user: owner })).status).toBe(
      200,
    );
    expect(await reportsOf('message', messageId)).toHaveLength(1);
  });
});

describe('the back-office queue', () => {
  it('one row per item with counts per reason, newest or most reported first, filtered by kind and state', async () => {
    const { adId: quiet } = await ownerWithAd();
    const { adId: loud } = await ownerWithAd();
    await report({ kind: 'ad', id: loud, reason: 'scam' });
    await report({ kind: 'ad', id: loud, reason: 'wrongPrice', note: 'Says 1 SAR' });
    server.clock.advance(5);
    await report({ kind: 'ad', id: quiet, reason: 'duplicate' });

    const newest = await listQueue({ Kind: 'ad', PageSize: 100 });
    expect(newest.status).toBe(200);
    const ids = newest.body.data.map((item) => item.id);
    expect(ids.indexOf(quiet)).toBeLessThan(ids.indexOf(loud));
    const row = newest.body.data.find((item) => item.id === loud)!;
    expect(row).toMatchObject({
      kind: 'ad',
      reportCount: 2,
      notes: ['Says 1 SAR'],
      decision: null,
      property: { id: loud, status: 'published', heldForReports: false },
    });
    expect(row.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'scam', count: 1 },
        { reason: 'wrongPrice', count: 1 },
      ]),
    );
    expect(JSON.stringify(row)).not.toMatch(/reporter|198\.51/);

    const most = await listQueue({ Kind: 'ad', SortBy: 'mostReported', PageSize: 100 });
    const counts = most.body.data.map((item) => item.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const onlyReviews = await listQueue({ Kind: 'review', PageSize: 100 });
    expect(onlyReviews.body.data.every((item) => item.kind === 'review')).toBe(true);
    const paged = await listQueue({ PageSize: 1 });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.totalDataCount).toBeGreaterThan(1);
    expect((await listQueue({ Kind: 'nope' as 'ad' })).status).toBe(422);
  });

  it('a price staff corrected while reports held the ad becomes history when the reports are dismissed', async () => {
    const { adId } = await ownerWithAd();
    const before = (await publicAd(adId)).body.price;
    await holdByReports(adId);
    expect((await adRow(adId)).status).toBe('pending');
    const corrected = await server.send(
      moderation.editModeratedProperty,
      { params: { id: adId }, body: { price: before - 50_000 } },
      { token: adminToken },
    );
    expect(corrected.status).toBe(200);
    expect((await decide('ad', adId, { decision: 'dismissed' })).status).toBe(200);
    const shown = (await publicAd(adId)).body;
    expect(shown.price).toBe(before - 50_000);
    expect(shown.priceHistory.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [before, before - 50_000],
    ]);
  });

  it('dismissing releases an ad held by reports; acting sends a published ad back to review; both audited', async () => {
    const { adId } = await ownerWithAd();
    await holdByReports(adId);
    expect((await adRow(adId)).status).toBe('pending');
    const dismissed = await decide('ad', adId, { decision: 'dismissed', note: 'Checked the deed' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ decision: 'dismissed', reportCount: 3 });
    expect(await adRow(adId)).toMatchObject({ status: 'published', heldForReportsAt: null });
    expect((await listQueue({ Kind: 'ad', PageSize: 100 })).body.data.map((item) => item.id)).not.toContain(
      adId,
    );
    expect(
      (await listQueue({ Kind: 'ad', State: 'resolved', PageSize: 100 })).body.data.map((item) => item.id),
    ).toContain(adId);
    expect((await decide('ad', adId, { decision: 'dismissed' })).status).toBe(409);

    // A later report opens the item again; acting on it sends the ad back to review.
    server.clock.advance(60);
    await report({ kind: 'ad', id: adId, reason: 'fakePhotos' });
    const acted = await decide('ad', adId, { decision: 'acted' });
    expect(acted.body).toMatchObject({ decision: 'acted', reportCount: 1 });
    expect((await adRow(adId)).status).toBe('pending');
    const entries = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, `ad:${adId}`));
    expect(entries.map((entry) => [entry.action, entry.resource, entry.staffEmail])).toEqual([
      ['dismiss-reports', 'Reports', ADMIN.email],
      ['act-on-reports', 'Reports', ADMIN.email],
    ]);
    expect(entries[0]!.after).toMatchObject({ decision: 'dismissed', note: 'Checked the deed' });
  });

  it('acting on a review hides it: it leaves the list and the average; on a message, both inboxes', async () => {
    const { owner, adId } = await ownerWithAd();
    const kind = await signIn(server);
    const troll = await signIn(server);
    await writeReview(kind, adId, 5, 'Great');
    const bad = await writeReview(troll, adId, 1, 'Insults');
    const reviews = () => server.send(reviewsApi.listReviews, { query: { PropertyId: String(adId) } });
    expect((await reviews()).body).toMatchObject({ average: 3, totalDataCount: 2 });
    await report({ kind: 'review', id: bad, reason: 'other', note: 'Insults the owner' });
    const acted = await decide('review', bad, { decision: 'acted', note: 'Abusive' });
    expect(acted.body).toMatchObject({
      kind: 'review',
      isHidden: true,
      excerpt: 'Insults',
      decision: 'acted',
    });
    expect((await reviews()).body).toMatchObject({ average: 5, totalDataCount: 1 });
    expect((await publicAd(adId)).body.rating).toEqual({ average: 5, count: 1 });
    const hidden = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, String(bad)));
    expect(hidden.map((entry) => [entry.resource, entry.action])).toContainEqual(['Ratings', 'hide']);

    const sent = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: 'Pay me outside the site' } },
      { token: troll.token },
    );
    await report({ kind: 'message', id: sent.body.id, reason: 'scam' }, { user: owner });
    expect((await decide('message', sent.body.id, { decision: 'acted' })).body.isHidden).toBe(true);
    const thread = await server.send(
      messages.getThread,
      { params: { senderId: troll.userId }, query: { PropertyId: String(adId), PageSize: 100 } },
      { token: owner.token },
    );
    expect(thread.body.data.map((item) => item.id)).not.toContain(sent.body.id);
  });

  it('needs Reports.ReadList to read and Reports.Update to decide', async () => {
    const { adId } = await ownerWithAd();
    await report({ kind: 'ad', id: adId, reason: 'scam' });
    const reader = await staffWith(server, adminToken, ['Reports.ReadList']);
    const outsider = await staffWith(server, adminToken, ['Ratings.ReadList']);
    expect((await listQueue({}, outsider.token)).status).toBe(403);
    expect((await listQueue({}, reader.token)).status).toBe(200);
    expect((await decide('ad', adId, { decision: 'dismissed' }, reader.token)).status).toBe(403);
    expect(await reportsOf('ad', adId)).toMatchObject([{ resolvedAt: null }]);
    const decider = await staffWith(server, adminToken, ['Reports.Update']);
    expect((await decide('ad', adId, { decision: 'dismissed' }, decider.token)).status).toBe(200);
    expect((await server.send(queue.listReports, { query: {} }, { language: 'en' })).status).toBe(401);
  });
});

describe('who may review', () => {
  const add = (user: SignedIn, propertyId: number, language: Language = 'en') =>
    server.send(reviewsApi.addReview, { body: { propertyId, rating: 4 } }, { token: user.token, language });
  const accessOf = async (propertyId: number, user?: SignedIn) =>
    (
      await server.send(
        reviewsApi.listReviews,
        { query: { PropertyId: String(propertyId) } },
        { token: user?.token },
      )
    ).body.reviewAccess;

  it('someone the advertiser has not answered gets a clear 403; once answered, they may', async () => {
    const { owner, adId } = await ownerWithAd();
    const user = await signIn(server);
    expect(await accessOf(adId)).toBe('signIn');
    expect(await accessOf(adId, owner)).toBe('owner');
    expect(await accessOf(adId, user)).toBe('contactFirst');
    const refused = await add(user, adId, 'ar');
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe(
      'يمكنك تقييم الإعلان بعد التواصل مع المعلن عبر منزل، أو بعد أن يؤكد المعلن أنك من عملائه',
    );
    await contactOwner(server, user, adId);
    expect(await accessOf(adId, user)).toBe('allowed');
    expect((await add(user, adId)).status).toBe(201);
  });

  it('the owner confirms a person of a conversation as a client; only the owner can', async () => {
    const { owner, adId } = await ownerWithAd();
    const client = await signIn(server);
    // The client wrote about another ad of the owner's; the owner confirms them for this one.
    const otherAd = await publishedAd(server, l, owner);
    await contactOwner(server, client, otherAd);
    expect(await accessOf(adId, client)).toBe('contactFirst');
    const confirmFor = (caller: SignedIn, other: string, propertyId: number) =>
      server.send(
        messages.confirmClient,
        { params: { senderId: other }, query: { PropertyId: String(propertyId) } },
        { token: caller.token, language: 'en' },
      );
    expect((await confirmFor(owner, client.userId, adId)).status).toBe(404);
    const confirmed = await confirmFor(owner, client.userId, otherAd);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ propertyId: otherAd, userId: client.userId });
    const byClient = await confirmFor(client, owner.userId, otherAd);
    expect(byClient.status).toBe(403);
    expect(byClient.error.message).toBe('Only the ad’s owner can confirm a client');
    const stranger = await signIn(server);
    expect((await confirmFor(stranger, client.userId, otherAd)).status).toBe(404);

    const thread = await server.send(
      messages.getThread,
      { params: { senderId: client.userId }, query: { PropertyId: String(otherAd) } },
      { token: owner.token },
    );
    expect(thread.body.clientConfirmed).toBe(true);
    const theirs = await server.send(
      messages.getThread,
      { params: { senderId: owner.userId }, query: { PropertyId: String(otherAd) } },
      { token: client.token },
    );
    expect(theirs.body.clientConfirmed).toBeNull();
  });

  it('a confirmed client whose messages were hidden may still review; a hidden conversation alone does not count', async () => {
    const { owner, adId } = await ownerWithAd();
    const client = await signIn(server);
    const sent = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: 'Visited on Sunday' } },
      { token: client.token },
    );
    await server.send(
      messages.confirmClient,
      { params: { senderId: client.userId }, query: { PropertyId: String(adId) } },
      { token: owner.token },
    );
    await report({ kind: 'message', id: sent.body.id, reason: 'other', note: 'Test' }, { user: owner });
    await decide('message', sent.body.id, { decision: 'acted' });
    expect(await accessOf(adId, client)).toBe('allowed');

    const other = await signIn(server);
    const spam = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: 'Spam' } },
      { token: other.token },
    );
    await report({ kind: 'message', id: spam.body.id, reason: 'scam' }, { user: owner });
    await decide('message', spam.body.id, { decision: 'acted' });
    expect(await accessOf(adId, other)).toBe('contactFirst');
  });
});
