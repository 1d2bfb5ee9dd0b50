import { existsSync } from 'node:fs';
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as licenceApi from '#contract/endpoints/ad-licences.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as statistics from '#contract/endpoints/dashboard/statistics.js';
import * as properties from '#contract/endpoints/properties.js';
import { DRAFT_KEPT_DAYS } from '#contract/limits.js';
import { properties as propertyTable, propertyMedia } from '#server/db/schema/index.js';
import { PURGE_QUEUE } from '#server/modules/maintenance/index.js';
import { residenceBody, saveDraft } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { patternPhoto } from '#server/test/support/fixtures/pattern-photo.js';
import { type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd } from '#server/test/support/fixtures/staff-fixtures.js';
import { useAdmin, useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const DAY = 24 * 3600;

const server = useTestServer(adminEnv);
const l = useLookups(server);
const owner = useSignedIn(server);
const stranger = useSignedIn(server);
const admin = useAdmin(server);

const as = (who: SignedIn) => ({ token: who.token, language: 'en' as const });
const detail = (id: number, who?: SignedIn) =>
  server.send(properties.getProperty, { params: { id } }, who ? as(who) : { language: 'en' });
const submit = (id: number, who: SignedIn = owner) =>
  server.send(properties.submitProperty, { params: { id } }, as(who));
const startDraft = (id: number, who: SignedIn = owner) =>
  server.send(properties.startDraft, { params: { id } }, as(who));
const ownAds = async () =>
  (await server.send(properties.listOwnProperties, { query: { PageSize: 100 } }, as(owner))).body.data;
const row = async (id: number) =>
  (await server.deps.db.select().from(propertyTable).where(eq(propertyTable.id, id)))[0];
const photosOf = async (id: number) =>
  server.deps.db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, id));

async function untouchedFor(id: number, seconds: number) {
  const updatedAt = new Date(server.clock.now().getTime() - seconds * 1000);
  await server.deps.db.update(propertyTable).set({ updatedAt }).where(eq(propertyTable.id, id));
}

async function upload(id: number, seed: number) {
  const files = new FormData();
  files.append('propertyId', String(id));
  files.append('files', new Blob([await patternPhoto(seed)]), 'photo.jpg');
  const answer = await server.send(properties.uploadMedia, { body: files }, as(owner));
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const staffList = async () =>
  (
    await server.send(
      moderation.listModeratedProperties,
      { query: { PageSize: 100 } },
      { token: admin.token },
    )
  ).body.data.map((item) => item.id);

describe('a new ad is a draft until its owner sends it (MODERATION=on)', () => {
  it('saving every step keeps it a draft, seen by its owner alone, listed as a draft in My Ads', async () => {
    const draft = await saveDraft(
      server,
      owner.token,
      'residence',
      residenceBody(l, { titleEn: 'Draft villa' }),
    );
    expect(draft.status).toBe('draft');
    await upload(draft.id, 11);
    const again = await saveDraft(
      server,
      owner.token,
      'residence',
      residenceBody(l, { id: draft.id, price: 1_500_000 }),
    );
    expect(again.status).toBe('draft');
    expect((await detail(draft.id, owner)).status).toBe(200);
    expect((await detail(draft.id, stranger)).status).toBe(404);
    expect((await detail(draft.id)).status).toBe(404);
    expect((await ownAds()).find((ad) => ad.id === draft.id)).toMatchObject({
      status: 'draft',
      draftId: null,
    });
    expect(await staffList()).not.toContain(draft.id);
    const moderated = await server.send(
      moderation.getModeratedProperty,
      { params: { id: draft.id } },
      { token: admin.token },
    );
    expect(moderated.status).toBe(404);
    const counts = await server.send(statistics.getStatistics, {}, { token: admin.token });
    expect(counts.body.properties.byStatus).not.toHaveProperty('draft');
  });

  it('sending it puts it in the review queue with its photos; sending again is refused', async () => {
    const draft = await saveDraft(server, owner.token, 'residence', residenceBody(l));
    await upload(draft.id, 12);
    const sent = await submit(draft.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ id: draft.id, status: 'pending' });
    expect(await staffList()).toContain(draft.id);
    expect((await detail(draft.id, owner)).body.media).toHaveLength(1);
    const twice = await submit(draft.id);
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe('This ad has already been sent');
  });

  it('only its owner can send it or start a draft of it', async () => {
    const draft = await saveDraft(server, owner.token, 'residence', residenceBody(l));
    expect((await submit(draft.id, stranger)).status).toBe(404);
    expect((await startDraft(draft.id, stranger)).status).toBe(404);
    expect((await row(draft.id))?.status).toBe('draft');
  });
});

describe('the licence field in development', () => {
  it('lists a test number for each of the authority’s answers, and each answers as listed', async () => {
    const rules = await server.send(licenceApi.getLicenceRules, {});
    expect(rules.body.required).toBe(false);
    const answers = rules.body.testNumbers.map((test) => test.answer);
    expect(answers).toEqual(['valid', 'expired', 'cancelled', 'ownerMismatch', 'unknown', 'unavailable']);
    const statuses = [];
    for (const { number } of rules.body.testNumbers) {
      statuses.push((await server.send(licenceApi.checkLicence, { query: { number } }, as(owner))).status);
    }
    expect(statuses).toEqual([200, 422, 422, 422, 422, 503]);
  });
});

describe('changing a sent ad happens in a draft until sent', () => {
  async function publishedAd() {
    const draft = await saveDraft(
      server,
      owner.token,
      'residence',
      residenceBody(l, { titleEn: 'Approved title', price: 900_000 }),
    );
    await upload(draft.id, 21);
    await upload(draft.id, 22);
    expect((await submit(draft.id)).status).toBe(200);
    expect((await approveAd(server, admin.token, draft.id)).status).toBe(204);
    return draft.id;
  }

  it('the public sees the ad unchanged while its owner edits texts and photos in the draft', async () => {
    const adId = await publishedAd();
    const started = await startDraft(adId);
    expect(started.status).toBe(200);
    const draftId = started.body.id;
    expect(draftId).not.toBe(adId);
    // Opened, not yet changed: My Ads does not say changes wait.
    expect((await ownAds()).find((ad) => ad.id === adId)).toMatchObject({ draftId: null });
    expect((await startDraft(adId)).body.id).toBe(draftId);
    expect((await startDraft(draftId)).body.id).toBe(draftId);

    const edited = await saveDraft(
      server,
      owner.token,
      'residence',
      residenceBody(l, { id: draftId, titleEn: 'Edited title', price: 850_000 }),
    );
    expect(edited).toMatchObject({ status: 'draft', draftOf: adId });
    const [first] = await photosOf(draftId);
    expect(
      (await server.send(properties.deleteMedia, { params: { mediaId: first!.id } }, as(owner))).status,
    ).toBe(204);
    await upload(draftId, 23);

    const seen = await detail(adId);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ status: 'published', titleEn: 'Approved title', price: 900_000 });
    expect(seen.body.media).toHaveLength(2);
    // The photo deleted from the draft is still the ad's: its file stays.
    const root = server.deps.config.storage.kind === 'disk' ? server.deps.config.storage.root : '';
    expect(existsSync(path.join(root, first!.key))).toBe(true);
    expect((await ownAds()).find((ad) => ad.id === adId)).toMatchObject({ status: 'published', draftId });
    expect((await ownAds()).map((ad) => ad.id)).not.toContain(draftId);
    expect(await staffList()).not.toContain(draftId);

    const sent = await submit(draftId);
    expect(sent.body).toEqual({ id: adId, status: 'pending' });
    expect(await row(draftId)).toBeUndefined();
    const mine = await detail(adId, owner);
    expect(mine.body).toMatchObject({
      status: 'pending',
      titleEn: 'Edited title',
      price: 850_000,
      draftOf: null,
    });
    expect(mine.body.media).toHaveLength(2);
    expect(existsSync(path.join(root, first!.key))).toBe(false);
    expect((await ownAds()).find((ad) => ad.id === adId)).toMatchObject({ draftId: null });
    expect((await approveAd(server, admin.token, adId)).status).toBe(204);
    expect((await detail(adId)).body).toMatchObject({ titleEn: 'Edited title', price: 850_000 });
  });

  it(`a draft untouched for ${DRAFT_KEPT_DAYS} days is purged; a touched one stays`, async () => {
    const stale = await saveDraft(server, owner.token, 'residence', residenceBody(l));
    const touched = await saveDraft(server, owner.token, 'residence', residenceBody(l));
    await untouchedFor(stale.id, DRAFT_KEPT_DAYS * DAY + 60);
    await untouchedFor(touched.id, DRAFT_KEPT_DAYS * DAY - 3600);
    await server.deps.jobs.send(PURGE_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db);
    expect(await row(stale.id)).toBeUndefined();
    expect((await row(touched.id))?.status).toBe('draft');
  });

  it('a draft of changes purged untouched leaves its ad and the photo files they shared', async () => {
    const adId = await publishedAd();
    const draftId = (await startDraft(adId)).body.id;
    const shared = await photosOf(adId);
    const root = server.deps.config.storage.kind === 'disk' ? server.deps.config.storage.root : '';
    const files = await readdir(path.join(root, 'properties', String(adId)));
    const old = new Date(Date.now() - 2 * DAY * 1000);
    for (const name of files) await utimes(path.join(root, 'properties', String(adId), name), old, old);
    await untouchedFor(draftId, DRAFT_KEPT_DAYS * DAY + 60);
    await server.deps.jobs.send(PURGE_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db);
    expect(await row(draftId)).toBeUndefined();
    expect((await row(adId))?.status).toBe('published');
    expect(shared.filter((photo) => !existsSync(path.join(root, photo.key)))).toEqual([]);
  });
});
