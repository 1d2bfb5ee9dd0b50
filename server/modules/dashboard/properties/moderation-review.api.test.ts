import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { propertyMedia } from '#server/db/schema/index.js';
import { hashStoredPhotos } from '#server/modules/properties/index.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { patternPhoto } from '#server/test/support/fixtures/pattern-photo.js';
import { adVersion, adminEnv, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { useAdmin, useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const l = useLookups(server);
const admin = useAdmin(server);
const owner = useSignedIn(server);
const other = useSignedIn(server);

const said = (answer: { status: number; body: unknown; error: unknown }) =>
  JSON.stringify(answer.status < 400 ? answer.body : answer.error);
const detailOf = async (id: number, token = admin.token) => {
  const answer = await server.send(
    moderation.getModeratedProperty,
    { params: { id } },
    { token, language: 'en' },
  );
  expect(answer.status, said(answer)).toBe(200);
  return answer.body;
};
const approve = async (id: number) => {
  const answer = await server.send(
    moderation.approveProperty,
    { params: { id }, body: { version: await adVersion(server, admin.token, id) } },
    { token: admin.token },
  );
  expect(answer.status, said(answer)).toBe(204);
};
const requestChanges = async (
  id: number,
  body: Partial<EndpointInput<typeof moderation.requestPropertyChanges>['body']>,
  token = admin.token,
) =>
  server.send(
    moderation.requestPropertyChanges,
    {
      params: { id },
      body: { version: await adVersion(server, admin.token, id), ...body } as EndpointInput<
        typeof moderation.requestPropertyChanges
      >['body'],
    },
    { token, language: 'en' },
  );
const newAd = async (overrides: Record<string, unknown> = {}, user = owner) =>
  (await createAd(server, user.token, 'residence', residenceBody(l, overrides))).id;
const editAd = (id: number, overrides: Record<string, unknown>, user = owner) =>
  createAd(server, user.token, 'residence', residenceBody(l, { id, ...overrides }));

async function upload(id: number, photos: Buffer[], user = owner) {
  const form = new FormData();
  form.append('propertyId', String(id));
  for (const photo of photos) form.append('files', new Blob([new Uint8Array(photo)]), 'photo.jpg');
  const uploaded = await server.send(catalogue.uploadMedia, { body: form }, { token: user.token });
  expect(uploaded.status, said(uploaded)).toBe(200);
  return uploaded.body.data;
}

describe('the diff against the last approved version', () => {
  it('is absent before any approval, and lists changed fields and photos after an edit', async () => {
    const id = await newAd({ titleEn: 'Villa before', price: 1_000_000 });
    const [first, second] = await upload(id, [await patternPhoto(1), await patternPhoto(2)]);
    expect((await detailOf(id)).changes).toBeNull();
    await approve(id);
    expect((await detailOf(id)).changes).toBeNull();

    await editAd(id, {
      titleEn: 'Villa after',
      price: 900_000,
      propertyTypeId: l.id('propertytype', 'apartment'),
    });
    const removed = await server.send(
      catalogue.deleteMedia,
      { params: { mediaId: first?.id ?? 0 } },
      { token: owner.token },
    );
    expect(removed.status, said(removed)).toBeLessThan(300);
    const [added] = await upload(id, [await patternPhoto(3)]);

    const detail = await detailOf(id);
    expect(detail.status).toBe('pending');
    expect(detail.changes?.fields).toEqual(
      expect.arrayContaining([
        { field: 'titleEn', before: 'Villa before', after: 'Villa after' },
        { field: 'price', before: 1_000_000, after: 900_000 },
        { field: 'propertyType', before: expect.any(String) as string, after: expect.any(String) as string },
      ]),
    );
    expect(detail.changes?.fields.map((change) => change.field)).not.toContain('titleAr');
    expect(detail.changes?.photosAdded.map((photo) => photo.id)).toEqual([added?.id]);
    expect(detail.changes?.photosRemoved).toBe(1);
    expect(detail.media.map((photo) => photo.id)).toEqual([second?.id, added?.id]);

    await approve(id);
    expect((await detailOf(id)).changes).toBeNull();
  });
});

describe('asking for changes', () => {
  it('sends the ad back to its owner with the reason, notified, audited; the edit sends it to review', async () => {
    const id = await newAd({ titleEn: 'Needs work' });
    const asked = await requestChanges(id, { reason: 'Add photos of the kitchen' });
    expect(asked.status, said(asked)).toBe(204);

    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      status: 'changesRequested',
      rejectionReason: 'Add photos of the kitchen',
    });
    const own = await server.send(
      catalogue.listOwnProperties,
      { query: { Status: 'changesRequested' } },
      { token: owner.token },
    );
    expect(own.body.data.map((ad) => ad.id)).toContain(id);

    const list = await server.send(
      notifications.listNotifications,
      { query: { PageSize: 50 } },
      { token: owner.token, language: 'en' },
    );
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        type: 'adChangesRequested',
        propertyId: id,
        title: 'Changes requested to your ad',
        body: expect.stringContaining('Add photos of the kitchen') as string,
      }),
    );
    const log = await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Properties', ResourceId: String(id) } },
      { token: admin.token },
    );
    expect(log.body.data.map((entry) => entry.action)).toContain('request-changes');

    // Only a pending ad can be sent back.
    expect((await requestChanges(id, { reason: 'Again please' })).status).toBe(409);

    await editAd(id, { titleEn: 'Needs work, done' });
    expect((await detailOf(id)).status).toBe('pending');
  });

  it('a new photo on an ad sent back also sends it to review', async () => {
    const id = await newAd();
    expect((await requestChanges(id, { reason: 'More photos' })).status).toBe(204);
    await upload(id, [await patternPhoto(40)]);
    expect((await detailOf(id)).status).toBe('pending');
  });

  it('wants a reason of 3 to 500 characters and the version seen', async () => {
    const id = await newAd();
    const short = await requestChanges(id, { reason: 'no' });
    expect(short.status).toBe(422);
    expect(said(short)).toContain('3 to 500');
    const stale = await requestChanges(id, { reason: 'Fix the price', version: 999 });
    expect(stale.status).toBe(409);
    expect((await detailOf(id)).status).toBe('pending');
  });

  it('is refused to staff without Properties.Approve, to users and to anyone signed out', async () => {
    const id = await newAd();
    const reader = await staffWith(server, admin.token, ['Properties.Read', 'Properties.ReadList']);
    expect((await requestChanges(id, { reason: 'Not mine to ask' }, reader.token)).status).toBe(403);
    expect((await requestChanges(id, { reason: 'Not mine to ask' }, owner.token)).status).toBe(401);
    const anonymous = await server.send(moderation.requestPropertyChanges, {
      params: { id },
      body: { version: 1, reason: 'Not mine to ask' },
    });
    expect(anonymous.status).toBe(401);
    expect((await detailOf(id)).status).toBe('pending');
  });
});

describe('duplicate suspects', () => {
  it('pairs a re-uploaded, resized and recompressed photo of another owner’s ad', async () => {
    const original = await patternPhoto(100, 1200, 900);
    const originalAd = await newAd({ titleEn: 'The original' });
    const [originalPhoto] = await upload(originalAd, [original, await patternPhoto(101)]);

    const copy = await sharp(original).resize(700).jpeg({ quality: 55 }).toBuffer();
    const copyAd = await newAd({ titleEn: 'The copy' }, other);
    const [copied] = await upload(copyAd, [copy, await patternPhoto(102)], other);

    const suspects = (await detailOf(copyAd)).duplicates;
    expect(suspects).toHaveLength(1);
    expect(suspects[0]).toMatchObject({
      id: originalAd,
      title: 'The original',
      status: 'pending',
      sameOwner: false,
      sameLicense: false,
      owner: { id: owner.userId },
    });
    expect(suspects[0]?.pairs).toEqual([
      {
        photo: expect.objectContaining({ id: copied?.id }) as object,
        original: expect.objectContaining({ id: originalPhoto?.id }) as object,
        distance: expect.any(Number) as number,
      },
    ]);
  });

  it('flags the same licence number, and nothing for different photos and licences', async () => {
    // A live ad keeps its licence to itself (ad-licences.api.test.ts); an archived one no longer does.
    const licensed = await newAd({ adLicenseNumber: '7200000123' });
    await upload(licensed, [await patternPhoto(200)]);
    const archived = await server.send(
      catalogue.changeStatus,
      { params: { id: licensed }, body: { status: 'archived' } },
      { token: owner.token },
    );
    expect(archived.status, said(archived)).toBe(204);
    const sameLicence = await newAd({ adLicenseNumber: '7200000123' }, other);
    await upload(sameLicence, [await patternPhoto(201)], other);
    const unrelated = await newAd({ adLicenseNumber: '7200000999' }, other);
    await upload(unrelated, [await patternPhoto(202)], other);

    const suspects = (await detailOf(sameLicence)).duplicates;
    expect(suspects.map((suspect) => [suspect.id, suspect.sameLicense, suspect.pairs.length])).toEqual([
      [licensed, true, 0],
    ]);
    expect((await detailOf(unrelated)).duplicates).toEqual([]);
  });
});

describe('photos stored before hashing', () => {
  it('are hashed at start, and then found as duplicates', async () => {
    const photo = await patternPhoto(300, 1000, 750);
    const older = await newAd({ titleEn: 'Stored before hashing' });
    const [stored] = await upload(older, [photo]);
    const { db, storage } = server.deps;
    const unhashed = { dhash: null, dhashBand0: null, dhashBand1: null, dhashBand2: null, dhashBand3: null };
    await db
      .update(propertyMedia)
      .set(unhashed)
      .where(eq(propertyMedia.id, stored?.id ?? 0));
    const copyAd = await newAd({}, other);
    await upload(copyAd, [await sharp(photo).resize(600).jpeg({ quality: 60 }).toBuffer()], other);
    expect((await detailOf(copyAd)).duplicates).toEqual([]);

    expect(await hashStoredPhotos(db, storage)).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.id, stored?.id ?? 0));
    expect(row?.dhash).not.toBeNull();
    expect((await detailOf(copyAd)).duplicates.map((suspect) => suspect.id)).toEqual([older]);
    expect(await hashStoredPhotos(db, storage)).toBe(0);
  });
});
