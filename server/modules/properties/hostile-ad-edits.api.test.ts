import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notices from '#contract/endpoints/notifications.js';
import * as queue from '#contract/endpoints/dashboard/reports.js';
import * as properties from '#contract/endpoints/properties.js';
import type { PropertyStatus } from '#server/db/schema/index.js';
import { properties as propertyTable } from '#server/db/schema/index.js';
import { daysPassFor, runExpiryJob } from '#server/test/support/fixtures/ad-age.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { patternPhoto } from '#server/test/support/fixtures/pattern-photo.js';
import { establishedUser, reportAdAs } from '#server/test/support/fixtures/report-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, adVersion, approveAd, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 30, item 1: a hostile review showed photos reaching the public without review (a sold ad's new
 * photo showed at once; an expired ad's new photos were published unreviewed by its renewal). With
 * moderation on, every change of what the public sees, in every status, goes to review or is refused;
 * and no way back to the public (a renewal, a dismissal of reports) publishes an unreviewed edit.
 */

let adminToken: string;
let nextIp = 1;

const server = useTestServer({ ...adminEnv, MODERATION: 'on', TRUST_PROXY: '1' });
const l = useLookups(server);
const owner = useSignedIn(server);
beforeEach(async () => {
  adminToken = await loginAdmin(server);
});

type State = PropertyStatus | 'held';
type Edit = 'title' | 'price' | 'upload' | 'delete' | 'reorder';
type Outcome = 'review' | 'refused' | 'waits';

const STATES: State[] = [
  'pending',
  'held',
  'published',
  'changesRequested',
  'rejected',
  'sold',
  'rented',
  'archived',
  'expired',
  'suspended',
];
const EDITS: Edit[] = ['title', 'price', 'upload', 'delete', 'reorder'];
const NOT_PUBLIC_WAITING: State[] = ['rejected', 'archived', 'expired', 'suspended'];

/** What each edit does in each state, moderation on (ADR 0018, "Edits and review"). */
function expected(state: State, edit: Edit): Outcome {
  if (edit === 'title' || edit === 'price') return 'review';
  if (state === 'sold' || state === 'rented') return 'refused';
  return NOT_PUBLIC_WAITING.includes(state) ? 'waits' : 'review';
}

const freshIp = () => `198.51.100.${nextIp++}`;
const row = async (id: number) =>
  (await server.deps.db.select().from(propertyTable).where(eq(propertyTable.id, id)))[0]!;
async function sendBack(id: number, decision: 'rejected' | 'changesRequested') {
  const body = { version: await adVersion(server, adminToken, id), reason: 'Photos of another building' };
  const input = { params: { id }, body };
  return decision === 'rejected'
    ? server.send(moderation.rejectProperty, input, { token: adminToken })
    : server.send(moderation.requestPropertyChanges, input, { token: adminToken });
}

interface Ad {
  id: number;
  body: ReturnType<typeof residenceBody>;
}

async function adWithPhotos(kind: 'sale' | 'rent'): Promise<Ad> {
  const body = residenceBody(l, {
    titleEn: `Approved villa ${nextIp}`,
    transactionTypeId: l.id('transactiontype', kind),
    ...(kind === 'rent' ? { rentPeriod: 'yearly' } : {}),
  });
  const { id } = await createAd(server, owner.token, 'residence', body);
  const files = new FormData();
  files.append('propertyId', String(id));
  for (const seed of [1, 2]) files.append('files', new Blob([await patternPhoto(seed + id * 3)]), 'p.jpg');
  expect((await server.send(properties.uploadMedia, { body: files }, { token: owner.token })).status).toBe(
    200,
  );
  return { id, body };
}

/** An ad of the owner's with two photos, brought to `state` the way the site brings ads there. */
async function adIn(state: State): Promise<Ad> {
  const ad = await adWithPhotos(state === 'rented' ? 'rent' : 'sale');
  if (state === 'pending') return ad;
  if (state === 'rejected' || state === 'changesRequested') {
    expect((await sendBack(ad.id, state)).status).toBe(204);
    return ad;
  }
  expect((await approveAd(server, adminToken, ad.id)).status).toBe(204);
  if (state === 'held') {
    const reporters = [];
    for (let i = 0; i < 3; i += 1) reporters.push({ user: await establishedUser(server), ip: freshIp() });
    await reportAdAs(server, ad.id, reporters);
  } else if (state === 'sold' || state === 'rented' || state === 'archived') {
    const closed = await server.send(
      properties.changeStatus,
      { params: { id: ad.id }, body: { status: state } },
      { token: owner.token },
    );
    expect(closed.status).toBe(204);
  } else if (state === 'expired') {
    // The expiry job's notice, then its expiry a week later.
    await daysPassFor(server, [ad.id], 84);
    await runExpiryJob(server);
    await daysPassFor(server, [ad.id], 7);
    await runExpiryJob(server);
  } else if (state === 'suspended') {
    // What the licence re-check leaves (ad-licence-recheck.api.test.ts walks the authority's answers).
    await server.deps.db
      .update(propertyTable)
      .set({ status: 'suspended', suspensionReason: 'licenceExpired' })
      .where(eq(propertyTable.id, ad.id));
  }
  const now = await row(ad.id);
  expect(now.status === 'pending' ? now.heldForReportsAt !== null && 'held' : now.status).toBe(state);
  return ad;
}

/** What a visitor sees of the ad: its page's status, and the texts, price and photos it shows. */
async function publicView(id: number) {
  const answer = await server.send(properties.getProperty, { params: { id } }, { language: 'en' });
  if (answer.status !== 200) return { status: answer.status };
  const { title, price, media } = answer.body;
  return { status: 200, title, price, photos: media.map((item) => item.id) };
}

async function mediaOf(id: number) {
  const mine = await server.send(properties.getProperty, { params: { id } }, { token: owner.token });
  return mine.body.media.map((item) => item.id);
}

async function edit(ad: Ad, kind: Edit) {
  const options = { token: owner.token, language: 'en' as const };
  if (kind === 'title' || kind === 'price') {
    const body = {
      ...ad.body,
      id: ad.id,
      ...(kind === 'title' ? { titleEn: 'Unreviewed title' } : { price: 99 }),
    };
    return server.send(properties.saveResidence, { body }, options);
  }
  const photos = await mediaOf(ad.id);
  if (kind === 'delete') {
    return server.send(properties.deleteMedia, { params: { mediaId: photos[0]! } }, options);
  }
  if (kind === 'reorder') {
    const body = { mediaIds: [...photos].reverse() };
    return server.send(properties.reorderMedia, { params: { id: ad.id }, body }, options);
  }
  const files = new FormData();
  files.append('propertyId', String(ad.id));
  files.append('files', new Blob([await patternPhoto(7_000 + ad.id)]), 'unreviewed.jpg');
  return server.send(properties.uploadMedia, { body: files }, options);
}

async function inReviewQueue(id: number) {
  const pending = await server.send(
    moderation.listModeratedProperties,
    { query: { Status: 'pending', PageSize: 100 } },
    { token: adminToken },
  );
  return pending.body.data.some((item) => item.id === id);
}

describe('an owner edit of what the public sees, in every status (moderation on)', () => {
  const cases = STATES.flatMap((state) => EDITS.map((kind) => [state, kind, expected(state, kind)] as const));

  it.each(cases)('%s ad, %s edit: %s', async (state, kind, outcome) => {
    const ad = await adIn(state);
    const before = await row(ad.id);
    const seen = await publicView(ad.id);
    const photos = await mediaOf(ad.id);

    const answer = await edit(ad, kind);
    const after = await row(ad.id);

    if (outcome === 'refused') {
      expect(answer.status).toBe(409);
      expect(answer.error.message).toBe(
        'This ad is closed as sold or rented: edit the ad to reopen it before changing its photos',
      );
      expect(after.version).toBe(before.version);
      expect(await mediaOf(ad.id)).toEqual(photos);
    } else {
      expect(answer.status).toBeLessThan(300);
      expect(after.unreviewedEditAt).not.toBeNull();
    }
    if (outcome === 'review') {
      expect(after.status).toBe('pending');
      expect(after.heldForReportsAt !== null).toBe(state === 'held');
      expect(await inReviewQueue(ad.id)).toBe(true);
    }
    if (outcome === 'waits') expect(after.status).toBe(before.status);

    // The public sees what it saw, or nothing: never the edit.
    const shown = await publicView(ad.id);
    if (outcome === 'refused') expect(shown).toEqual(seen);
    else expect(shown).toEqual({ status: 404 });

    // No way back skips the reviewer.
    if (state === 'expired' && outcome === 'waits') {
      const renewed = await server.send(
        properties.renewProperty,
        { params: { id: ad.id } },
        { token: owner.token },
      );
      expect(renewed.body).toEqual({ status: 'pending' });
      expect(await publicView(ad.id)).toEqual({ status: 404 });
      expect(await inReviewQueue(ad.id)).toBe(true);
    }
    if (state === 'held') {
      const dismissed = await server.send(
        queue.decideReport,
        { params: { kind: 'ad', id: ad.id }, body: { decision: 'dismissed' } },
        { token: adminToken },
      );
      expect(dismissed.status).toBe(200);
      expect((await row(ad.id)).status).toBe('pending');
      expect(await publicView(ad.id)).toEqual({ status: 404 });
      expect(await inReviewQueue(ad.id)).toBe(true);
    }
  });

  it('a reviewer approving the edit publishes it, and the ad has nothing unreviewed left', async () => {
    const ad = await adIn('published');
    expect((await edit(ad, 'upload')).status).toBe(200);
    expect((await approveAd(server, adminToken, ad.id)).status).toBe(204);
    const shown = await publicView(ad.id);
    expect(shown).toMatchObject({ status: 200, photos: await mediaOf(ad.id) });
    expect((shown as { photos: number[] }).photos).toHaveLength(3);
    expect((await row(ad.id)).unreviewedEditAt).toBeNull();
  });

  it('an expired ad nobody changed is published again by its renewal, as before', async () => {
    const ad = await adIn('expired');
    const renewed = await server.send(
      properties.renewProperty,
      { params: { id: ad.id } },
      { token: owner.token },
    );
    expect(renewed.body).toEqual({ status: 'published' });
    expect(await publicView(ad.id)).toMatchObject({ status: 200 });
  });

  it('dismissing the reports of a held ad nobody changed publishes it again, as before', async () => {
    const ad = await adIn('held');
    const dismissed = await server.send(
      queue.decideReport,
      { params: { kind: 'ad', id: ad.id }, body: { decision: 'dismissed' } },
      { token: adminToken },
    );
    expect(dismissed.status).toBe(200);
    expect(await publicView(ad.id)).toMatchObject({ status: 200 });
  });
});

describe('what others see of an ad while its owner’s edit waits for review (item 8)', () => {
  it('the buyer’s reply notification, conversation list and thread name the approved title and cover', async () => {
    const ad = await adIn('published');
    const buyer = await signIn(server);
    const asked = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: ad.id, message: 'Is it available?' } },
      { token: buyer.token },
    );
    expect(asked.status).toBe(201);
    const approvedTitle = ad.body.titleEn;
    const conversation = async () =>
      (
        await server.send(messages.listConversations, {}, { token: buyer.token, language: 'en' })
      ).body.data.find((item) => item.property.id === ad.id)!.property;
    const approvedCover = (await conversation()).coverImage;
    expect(approvedCover).not.toBeNull();

    // The owner renames the ad and puts a new photo first: the ad waits for review.
    const renamed = { ...ad.body, id: ad.id, titleEn: 'Call 0500000000 for a better deal' };
    expect(
      (await server.send(properties.saveResidence, { body: renamed }, { token: owner.token })).status,
    ).toBe(200);
    expect((await edit(ad, 'upload')).status).toBe(200);
    const photos = await mediaOf(ad.id);
    const newFirst = [photos.at(-1)!, ...photos.slice(0, -1)];
    const reordered = await server.send(
      properties.reorderMedia,
      { params: { id: ad.id }, body: { mediaIds: newFirst } },
      { token: owner.token },
    );
    expect(reordered.status).toBe(200);
    expect((await row(ad.id)).status).toBe('pending');

    const reply = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: ad.id, message: 'Yes', receiverId: buyer.userId } },
      { token: owner.token },
    );
    expect(reply.status).toBe(201);

    const panel = await server.send(
      notices.listNotifications,
      { query: {} },
      { token: buyer.token, language: 'en' },
    );
    const notice = panel.body.data.find((item) => item.propertyId === ad.id && item.type === 'reply');
    expect(notice?.body).toContain(approvedTitle);
    expect(JSON.stringify(panel.body)).not.toContain('better deal');
    expect(await conversation()).toMatchObject({ title: approvedTitle, coverImage: approvedCover });
    const thread = await server.send(
      messages.getThread,
      { params: { senderId: owner.userId }, query: { PropertyId: String(ad.id) } },
      { token: buyer.token, language: 'en' },
    );
    expect(thread.body.property).toMatchObject({ title: approvedTitle, coverImage: approvedCover });

    // Once a reviewer approves the edit, others see it.
    expect((await approveAd(server, adminToken, ad.id)).status).toBe(204);
    expect(await conversation()).toMatchObject({ title: 'Call 0500000000 for a better deal' });
    expect((await conversation()).coverImage?.url).not.toBe(approvedCover?.url);
  });
});

describe('a closed ad’s photos with moderation off', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ MODERATION: 'off' });
  });
  afterAll(async () => {
    await open.close();
  });

  it('are refused in Arabic and English: the sold page shows what it showed', async () => {
    const seller = await signIn(open);
    const lookups = await loadLookups(open);
    const { id } = await createAd(open, seller.token, 'residence', residenceBody(lookups));
    const sold = await open.send(
      properties.changeStatus,
      { params: { id }, body: { status: 'sold' } },
      { token: seller.token },
    );
    expect(sold.status).toBe(204);
    for (const [language, message] of [
      ['ar', 'الإعلان مغلق (مباع أو مؤجّر): عدّل الإعلان لإعادة فتحه قبل تغيير صوره'],
      ['en', 'This ad is closed as sold or rented: edit the ad to reopen it before changing its photos'],
    ] as const) {
      const files = new FormData();
      files.append('propertyId', String(id));
      files.append('files', new Blob([await patternPhoto(3)]), 'late.jpg');
      const refused = await open.send(
        properties.uploadMedia,
        { body: files },
        { token: seller.token, language },
      );
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe(message);
    }
    const page = await open.send(properties.getProperty, { params: { id } });
    expect(page.body).toMatchObject({ status: 'sold', media: [] });
  });
});
