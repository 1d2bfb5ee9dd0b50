import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryStringOf, type EndpointInput } from '#contract/endpoint.js';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { isStream, openSse, type SseStream } from '#server/test/support/clients/sse-client.js';
import { adVersion, adminEnv, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const l = useLookups(server);
const admin = useAdmin(server);
const owner = useSignedIn(server);
const other = useSignedIn(server);

/** The ids of a list, the back-office's or the public's. */
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((item) => item.id);
/** What an answer said, for a failure message. */
const said = (answer: { status: number; body: unknown; error: unknown }) =>
  JSON.stringify(answer.status < 400 ? answer.body : answer.error);
const as = (token = admin.token, language: Language = 'en') => ({ token, language });
const list = (
  query: EndpointInput<typeof moderation.listModeratedProperties>['query'] = {},
  token = admin.token,
) => server.send(moderation.listModeratedProperties, { query }, as(token));
const detailOf = (id: number, token = admin.token) =>
  server.send(moderation.getModeratedProperty, { params: { id } }, { token });
const approve = (
  id: number,
  body: EndpointInput<typeof moderation.approveProperty>['body'],
  token = admin.token,
  language: Language = 'en',
) => server.send(moderation.approveProperty, { params: { id }, body }, as(token, language));
const reject = (
  id: number,
  body: EndpointInput<typeof moderation.rejectProperty>['body'],
  token = admin.token,
  language: Language = 'en',
) => server.send(moderation.rejectProperty, { params: { id }, body }, as(token, language));
const feature = (id: number, token = admin.token) =>
  server.send(moderation.featureProperty, { params: { id } }, as(token));
const unfeature = (id: number) => server.send(moderation.unfeatureProperty, { params: { id } }, as());
/** Approve or reject as the review screen does: with the version of the ad it shows now. */
const approveSeen = async (id: number, token = admin.token) =>
  approve(id, { version: await adVersion(server, admin.token, id) }, token);
const rejectSeen = async (id: number, reason: string, token = admin.token, language: Language = 'en') =>
  reject(id, { reason, version: await adVersion(server, admin.token, id) }, token, language);
const publicAd = (id: number, options: { token?: string; language?: Language } = {}) =>
  server.send(catalogue.getProperty, { params: { id } }, options);
const featuredAds = () =>
  server.send(catalogue.listProperties, { query: { IsFeatured: true, PageSize: 100 } });
const pendingAd = async (overrides: Record<string, unknown> = {}, user = owner) =>
  (await createAd(server, user.token, 'residence', residenceBody(l, overrides))).id;
const notificationsOf = async (user: SignedIn) =>
  (
    await server.send(
      notifications.listNotifications,
      { query: { PageSize: 50 } },
      { token: user.token, language: 'en' },
    )
  ).body.data;
const auditOf = async (id: number) =>
  (
    await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Properties', ResourceId: String(id) } },
      { token: admin.token },
    )
  ).body.data;

/** The owner adds one photo to their ad; answers the ad's new photos. */
async function uploadPhoto(id: number, size = { width: 400, height: 300 }) {
  const photo = await sharp({ create: { ...size, channels: 3, background: '#345' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('propertyId', String(id));
  form.append('files', new Blob([photo]), 'photo.jpg');
  const uploaded = await server.send(catalogue.uploadMedia, { body: form }, { token: owner.token });
  expect(uploaded.status, said(uploaded)).toBe(200);
  return uploaded.body.data;
}

describe('GET properties (moderation list)', () => {
  it('lists ads in every status with their owner; Status=pending is the review queue', async () => {
    const villa = await pendingAd({ titleEn: 'First listed villa', price: 900_000 });
    const warehouse = (await createAd(server, other.token, 'industry', industryBody(l))).id;
    const approved = await pendingAd({ titleAr: 'شقة منشورة' });
    expect((await approveSeen(approved)).status).toBe(204);

    const queue = await list({ Status: 'pending', PageSize: 100 });
    expect(queue.status).toBe(200);
    expect(ids(queue)).toEqual(expect.arrayContaining([villa, warehouse]));
    expect(ids(queue)).not.toContain(approved);
    const item = queue.body.data.find((entry) => entry.id === villa);
    expect(item).toMatchObject({
      status: 'pending',
      title: 'First listed villa',
      owner: { id: owner.userId, phoneNumber: owner.e164, isBlocked: false },
      rejectionReason: null,
      publishedAt: null,
      views: 0,
    });

    expect(ids(await list({ Status: 'published', PageSize: 100 }))).toContain(approved);
    expect(ids(await list({ Category: 2, PageSize: 100 }))).toEqual(expect.arrayContaining([warehouse]));
    expect(ids(await list({ Category: 2, PageSize: 100 }))).not.toContain(villa);
    const byOwner = ids(await list({ OwnerId: other.userId }));
    expect(byOwner).toEqual([warehouse]);
  });

  it('searches title words (Arabic normalised) or the ad number; sorts by date or price; pages', async () => {
    const a = await pendingAd({ titleAr: 'استراحة الياسمين المميزة', price: 300_000 });
    const b = await pendingAd({ titleAr: 'إستراحة الياسمين الكبيرة', price: 100_000 });
    const c = await pendingAd({ titleAr: 'أرض تجارية', price: 200_000 });

    expect(ids(await list({ Query: 'استراحه الياسمين', SortBy: 'oldest' }))).toEqual([a, b]);
    expect(ids(await list({ Query: String(c) }))).toEqual([c]);
    expect(ids(await list({ Query: `#${c}` }))).toEqual([c]);

    const mine = { OwnerId: owner.userId, PageSize: 100 };
    const newest = ids(await list(mine));
    expect(newest.slice(0, 3)).toEqual([c, b, a]);
    expect(ids(await list({ ...mine, SortBy: 'oldest' }))).toEqual([...newest].reverse());
    const cheap = ids(await list({ ...mine, SortBy: 'priceAsc', Query: 'الياسمين' }));
    expect(cheap).toEqual([b, a]);
    expect(ids(await list({ ...mine, SortBy: 'priceDesc', Query: 'الياسمين' }))).toEqual([a, b]);

    const page = await list({ OwnerId: owner.userId, PageSize: 2, PageNumber: 1 });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.totalDataCount).toBe(newest.length);
    expect(page.body.totalPages).toBe(Math.ceil(newest.length / 2));
    expect(ids(page)).toEqual(newest.slice(2, 4));
  });

  it('refuses bad filters (422)', async () => {
    for (const query of [
      { Status: 'waiting' as never },
      { OwnerId: 'nobody' },
      { SortBy: 'cheapest' as never },
      { Category: 3 },
    ]) {
      expect((await list(query)).status, queryStringOf(query)).toBe(422);
    }
  });
});

describe('GET properties/{id}', () => {
  it('shows any ad with photos, owner name and phone, and counts no view', async () => {
    const id = await pendingAd();
    await uploadPhoto(id, { width: 800, height: 600 });

    const answer = await detailOf(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      status: 'pending',
      titleAr: 'فيلا للبيع في حي النرجس',
      owner: { id: owner.userId, phoneNumber: owner.e164, isBlocked: false },
      rejectionReason: null,
      publishedAt: null,
      views: 0,
      history: [],
    });
    expect(answer.body.media).toHaveLength(1);
    expect(answer.body.media[0]).toMatchObject({ width: 800, height: 600 });
    const again = await detailOf(id);
    expect(again.body.views).toBe(0);
  });

  it('404 for an ad that does not exist, 422 for a malformed id', async () => {
    const missing = await detailOf(2147483000);
    expect(missing.status).toBe(404);
    const malformed = await detailOf('abc' as never);
    expect(malformed.status).toBe(422);
  });
});

describe('approve and reject', () => {
  it('approve publishes the ad, notifies the owner live and in the list, and shows it publicly at once', async () => {
    const id = await pendingAd({ titleAr: 'فيلا للموافقة', titleEn: 'Villa to approve' });
    // Fill the anonymous list cache first: the approval must empty it.
    const before = await server.send(catalogue.listProperties, { query: { PageSize: 100 } });
    expect(ids(before)).not.toContain(id);
    const opened = await openSse(`${server.url}${notifications.notificationStream.path}`, {
      token: owner.token,
      language: 'en',
    });
    if (!isStream(opened)) throw new Error(`stream answered ${opened.status}`);
    const live: SseStream = opened;
    try {
      server.clock.advance(60);
      expect((await approveSeen(id)).status).toBe(204);
      const event = await live.next(5_000);
      expect(event.event).toBe('notification');
      expect(JSON.parse(event.data)).toMatchObject({ type: 'adApproved', propertyId: id });
    } finally {
      live.close();
    }

    const after = await server.send(catalogue.listProperties, { query: { PageSize: 100 } });
    expect(ids(after)).toContain(id);
    const publicDetail = await publicAd(id);
    expect(publicDetail.status).toBe(200);
    expect(publicDetail.body.status).toBe('published');

    const notices = await notificationsOf(owner);
    expect(notices.find((notice) => notice.propertyId === id)).toMatchObject({
      type: 'adApproved',
      body: 'Your ad “Villa to approve” is now published and visible to visitors',
    });
    const detail = await detailOf(id);
    expect(detail.body.publishedAt).toEqual(expect.any(String));
    expect(detail.body.history).toEqual([
      expect.objectContaining({
        action: 'approve',
        before: expect.objectContaining({ status: 'pending' }) as object,
      }),
    ]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'approve',
      before: { status: 'pending', publishedAt: null },
      after: { status: 'published', publishedAt: expect.any(String) as string },
    });
  });

  it('reject needs a reason of 3 to 500 characters (localized 422)', async () => {
    const id = await pendingAd();
    const missing = await reject(id, {} as never);
    expect(missing.status).toBe(422);
    expect(missing.error.errors?.reason).toEqual(['Write why the ad is rejected']);
    const arabic = await rejectSeen(id, '  ab ', admin.token, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.error.errors?.reason).toEqual(['سبب الرفض من 3 إلى 500 حرف']);
    const long = await rejectSeen(id, 'x'.repeat(501));
    expect(long.error.errors?.reason).toEqual(['The rejection reason has 3 to 500 characters']);
    expect((await rejectSeen(id, 'x'.repeat(500))).status).toBe(204);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('reject keeps the reason on the ad and tells the owner why; the ad stays out of public lists', async () => {
    const id = await pendingAd({ titleEn: 'Villa to reject' });
    expect((await rejectSeen(id, '  الصور غير واضحة ')).status).toBe(204);
    const detail = await detailOf(id);
    expect(detail.body).toMatchObject({ status: 'rejected', rejectionReason: 'الصور غير واضحة' });
    expect(detail.body.history[0]).toMatchObject({
      action: 'reject',
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'rejected', rejectionReason: 'الصور غير واضحة' },
    });
    const own = await publicAd(id, { token: owner.token });
    expect(own.body.rejectionReason).toBe('الصور غير واضحة');
    const ownList = await server.send(catalogue.listOwnProperties, { query: {} }, { token: owner.token });
    expect(ownList.body.data.find((ad) => ad.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'الصور غير واضحة',
      heldForReports: false,
    });
    expect((await publicAd(id)).status).toBe(404);
    const notices = await notificationsOf(owner);
    expect(notices.find((notice) => notice.propertyId === id)).toMatchObject({
      type: 'adRejected',
      body: 'Your ad “Villa to reject” was not approved. Reason: الصور غير واضحة. You can edit it and send it for review again',
    });
  });

  it('only an ad waiting for review can be approved or rejected (localized 409), and nothing is recorded', async () => {
    const id = await pendingAd();
    expect((await approveSeen(id)).status).toBe(204);
    const again = await approveSeen(id);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Only an ad waiting for review can be approved or rejected');
    const rejected = await rejectSeen(id, 'too late', admin.token, 'ar');
    expect(rejected.status).toBe(409);
    expect(rejected.error.message).toBe('لا يمكن قبول الإعلان أو رفضه إلا وهو بانتظار المراجعة');
    expect(await auditOf(id)).toHaveLength(1);
    expect((await notificationsOf(owner)).filter((notice) => notice.propertyId === id)).toHaveLength(1);
    expect((await approve(2147483000, { version: 1 })).status).toBe(404);
  });

  it('an edited rejected ad comes back to the queue and can then be approved', async () => {
    const id = await pendingAd();
    await rejectSeen(id, 'wrong price');
    const edited = await server.send(
      catalogue.saveResidence,
      { body: residenceBody(l, { id, price: 2_000_000 }) },
      { token: owner.token },
    );
    expect(edited.body.status).toBe('pending');
    expect(ids(await list({ Status: 'pending', PageSize: 100 }))).toContain(id);
    expect((await approveSeen(id)).status).toBe(204);
    const detail = await detailOf(id);
    expect(detail.body).toMatchObject({ status: 'published', rejectionReason: null });
  });
});

describe('a decision is about the version the reviewer saw', () => {
  const ownerEdit = (id: number, changes: Record<string, unknown>) =>
    createAd(server, owner.token, 'residence', residenceBody(l, { id, ...changes }));

  it('approve refuses (localized 409) an ad whose text changed after the reviewer opened it, and publishes nothing', async () => {
    const id = await pendingAd({ titleAr: 'شقة كما رآها المراجع', titleEn: 'Flat as reviewed' });
    const seen = await adVersion(server, admin.token, id);
    await ownerEdit(id, { titleAr: 'شقة بعنوان لم يراجعه أحد', titleEn: 'Flat nobody reviewed' });

    const english = await approve(id, { version: seen });
    expect(english.status).toBe(409);
    expect(english.error.message).toBe(
      'The ad changed since you opened it, so its new version is loaded: review it, then decide',
    );
    const arabic = await approve(id, { version: seen }, admin.token, 'ar');
    expect(arabic.error.message).toBe('تغيّر الإعلان منذ أن فتحته، فحمّلنا نسخته الجديدة: راجعها ثم قرّر');
    expect((await publicAd(id)).status).toBe(404);
    expect(await auditOf(id)).toEqual([]);

    const reloaded = await detailOf(id);
    expect(reloaded.body).toMatchObject({ status: 'pending', titleEn: 'Flat nobody reviewed' });
    const current = reloaded.body.version;
    expect(current).toBeGreaterThan(seen);
    expect((await approve(id, { version: current })).status).toBe(204);
    const published = await publicAd(id, { language: 'en' });
    expect(published.body.title).toBe('Flat nobody reviewed');
    expect((await auditOf(id))[0]).toMatchObject({
      before: { version: current },
      after: { version: current + 1 },
    });
  });

  it('approve and reject refuse an ad whose photos were added, reordered or removed since', async () => {
    const id = await pendingAd();
    let seen = await adVersion(server, admin.token, id);
    const [first] = await uploadPhoto(id);
    expect((await approve(id, { version: seen })).status).toBe(409);

    seen = await adVersion(server, admin.token, id);
    const [second] = await uploadPhoto(id);
    expect((await reject(id, { reason: 'blurred photos', version: seen })).status).toBe(409);

    seen = await adVersion(server, admin.token, id);
    const reordered = await server.send(
      catalogue.reorderMedia,
      { params: { id }, body: { mediaIds: [second!.id, first!.id] } },
      { token: owner.token },
    );
    expect(reordered.status, said(reordered)).toBe(200);
    expect((await approve(id, { version: seen })).status).toBe(409);

    seen = await adVersion(server, admin.token, id);
    const removed = await server.send(
      catalogue.deleteMedia,
      { params: { mediaId: first!.id } },
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    expect((await approve(id, { version: seen })).status).toBe(409);

    expect(await auditOf(id)).toEqual([]);
    const current = await adVersion(server, admin.token, id);
    expect((await reject(id, { reason: 'blurred photos', version: current })).status).toBe(204);
  });

  it('approve and reject need the version (localized 422)', async () => {
    const id = await pendingAd();
    const approved = await approve(id, {} as never, admin.token, 'en');
    expect(approved.status).toBe(422);
    expect(approved.error.errors?.version).toEqual(['This field is required']);
    const rejected = await reject(id, { reason: 'no version', version: 'one' as never });
    expect(rejected.status).toBe(422);
    expect(rejected.error.errors?.version).toBeDefined();
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('price drops are told only of what is public', () => {
  it('an owner’s lower price waiting for review tells no one; approval tells the savers with the approved text', async () => {
    const fan = await signIn(server);
    const id = await pendingAd({
      titleAr: 'فيلا قبل الخصم',
      titleEn: 'Villa before the cut',
      price: 1_000_000,
    });
    expect((await approveSeen(id)).status).toBe(204);
    const saved = await server.send(
      catalogue.setFavorite,
      { body: { propertyId: id } },
      { token: fan.token },
    );
    expect(saved.body.isFavorite).toBe(true);

    const edited = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { id, price: 900_000, titleAr: 'عنوان لم يراجع', titleEn: 'Unreviewed title' }),
    );
    expect(edited.status).toBe('pending');
    const drops = async () =>
      (await notificationsOf(fan)).filter(
        (notice) => notice.type === 'priceDrop' && notice.propertyId === id,
      );
    expect(await drops()).toEqual([]);

    const staffFix = await server.send(
      moderation.editModeratedProperty,
      { params: { id }, body: { titleEn: 'Villa at a new price' } },
      { token: admin.token },
    );
    expect(staffFix.status).toBe(200);
    expect(await drops()).toEqual([]);

    expect((await approveSeen(id)).status).toBe(204);
    const [drop, ...more] = await drops();
    expect(more).toEqual([]);
    expect(drop?.body).toBe('The price of “Villa at a new price” dropped to SAR 900,000 from SAR 1,000,000');
  });
});

describe('feature and unfeature', () => {
  it('features a published ad only (409 otherwise); repeating changes and records nothing', async () => {
    const id = await pendingAd();
    const early = await feature(id);
    expect(early.status).toBe(409);
    expect(early.error.message).toBe('Only a published ad can be featured');
    await approveSeen(id);
    expect((await feature(id)).status).toBe(204);
    expect((await feature(id)).status).toBe(204);
    const featured = await featuredAds();
    expect(ids(featured)).toContain(id);
    expect((await unfeature(id)).status).toBe(204);
    expect((await unfeature(id)).status).toBe(204);
    const plain = await featuredAds();
    expect(ids(plain)).not.toContain(id);
    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(['unfeature', 'feature', 'approve']);
    const [unfeatured] = await auditOf(id);
    expect(unfeatured).toMatchObject({ before: { isFeatured: true }, after: { isFeatured: false } });
  });
});

describe('DELETE properties/{id}', () => {
  it('deletes the ad with its photos, audited with what it was', async () => {
    const id = await pendingAd({ titleAr: 'إعلان للحذف' });
    const [photo] = await uploadPhoto(id);
    const url = photo?.url ?? '';
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);

    const answer = await server.send(
      moderation.deleteModeratedProperty,
      { params: { id } },
      { token: admin.token },
    );
    expect(answer.status).toBe(204);
    expect((await detailOf(id)).status).toBe(404);
    expect((await publicAd(id, { token: owner.token })).status).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'delete',
      before: { id, titleAr: 'إعلان للحذف', status: 'pending', photos: 1 },
      after: null,
    });
    const again = await server.send(
      moderation.deleteModeratedProperty,
      { params: { id } },
      { token: admin.token },
    );
    expect(again.status).toBe(404);
  });
});

describe('a reviewer role (Properties.ReadList, Read, Approve)', () => {
  it('lists, reads, approves and rejects, but may not delete or feature (403)', async () => {
    const reviewer = await staffWith(server, admin.token, [
      'Properties.ReadList',
      'Properties.Read',
      'Properties.Approve',
    ]);
    const id = await pendingAd();
    const rejectMe = await pendingAd();
    expect(ids(await list({ Status: 'pending', PageSize: 100 }, reviewer.token))).toContain(id);
    const read = await detailOf(id, reviewer.token);
    expect(read.status).toBe(200);
    expect((await approveSeen(id, reviewer.token)).status).toBe(204);
    expect((await rejectSeen(rejectMe, 'duplicate ad', reviewer.token)).status).toBe(204);
    const deleted = await server.send(
      moderation.deleteModeratedProperty,
      { params: { id } },
      as(reviewer.token),
    );
    expect(deleted.status).toBe(403);
    expect((await feature(id, reviewer.token)).status).toBe(403);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'approve' });
    const log = await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Properties', ResourceId: String(id) } },
      { token: admin.token },
    );
    expect(log.body.data[0]?.staff).toEqual({ id: reviewer.id, email: reviewer.email });
  });

  it('signed out is a 401', async () => {
    expect((await server.send(moderation.listModeratedProperties)).status).toBe(401);
    // No body at all, as before any sign-in.
    expect(
      (await server.send(moderation.approveProperty, { params: { id: 1 }, body: undefined as never })).status,
    ).toBe(401);
  });
});
