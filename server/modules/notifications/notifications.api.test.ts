import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointAnswer, EndpointInput } from '#contract/endpoint.js';
import * as messagesApi from '#contract/endpoints/messages.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as propertiesApi from '#contract/endpoints/properties.js';
import * as reviewsApi from '#contract/endpoints/reviews.js';
import { notifications, properties } from '#server/db/schema/index.js';
import { notifyAdApproved, notifyAdRejected } from '#server/modules/notifications/events.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  operationOf,
  requiredFields,
  type OpenApiDocument,
} from '#server/test/support/readers/openapi-document.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useLookups, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const l = useLookups(server);
const admin = useAdmin(server);

type ListQuery = EndpointInput<typeof notificationsApi.listNotifications>['query'];
type ReadBody = EndpointInput<typeof notificationsApi.readNotifications>['body'];

function getAll(user: SignedIn, query: ListQuery = {}, language: Language = 'ar') {
  return server.send(notificationsApi.listNotifications, { query }, { token: user.token, language });
}
function markRead(user: SignedIn, body: ReadBody, language: Language = 'ar') {
  return server.send(notificationsApi.readNotifications, { body }, { token: user.token, language });
}
async function propertyRow(id: number) {
  const [row] = await server.deps.db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error(`no property ${id}`);
  return row;
}

/** Staff approve and reject through the functions the back-office will call. */
async function approve(id: number) {
  await notifyAdApproved(server.deps.db, server.clock.now(), await propertyRow(id));
}
async function reject(id: number, reason: string | null) {
  await notifyAdRejected(server.deps.db, server.clock.now(), await propertyRow(id), reason);
}

describe('GET GetAll', () => {
  let owner: SignedIn;
  let villa: number;
  let warehouse: number;

  beforeAll(async () => {
    owner = await signIn(server);
    villa = await publishedAd(server, l, owner);
    const body = industryBody(l, { titleAr: 'مستودع في السلي', titleEn: 'Warehouse in Al Sulay' });
    warehouse = (await createAd(server, owner.token, 'industry', body)).id;
    await reject(warehouse, 'الصور غير واضحة');
    server.clock.advance(60);
    await approve(villa);
    for (let i = 0; i < 3; i += 1) {
      server.clock.advance(60);
      await reject(villa, null);
    }
  });

  it('lists the caller’s notifications newest first, 4 a page by default, with the unread count', async () => {
    const answer = await getAll(owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalDataCount: 5, totalPages: 2, unreadCount: 5 });
    expect(answer.body.data).toHaveLength(4);
    const times = answer.body.data.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.body.data[3]).toEqual({
      id: expect.any(Number) as number,
      type: 'adApproved',
      title: 'تمت الموافقة على إعلانك',
      body: 'إعلانك «فيلا للبيع في حي النرجس» منشور الآن ويظهر للزوار',
      createdAt: expect.any(String) as string,
      read: false,
      propertyId: villa,
      category: 1,
    });
    // `Query=` sent empty, as a search box left blank does: a typed query would leave it out.
    const last = await server.call<EndpointAnswer<typeof notificationsApi.listNotifications>>(
      'GET',
      `${notificationsApi.listNotifications.path}?PageSize=4&PageNumber=1&Query=`,
      undefined,
      { token: owner.token },
    );
    expect(last.body.data).toEqual([
      expect.objectContaining({
        type: 'adRejected',
        title: 'لم تتم الموافقة على إعلانك',
        body: 'لم يُقبل إعلانك «مستودع في السلي» للنشر. السبب: الصور غير واضحة. يمكنك تعديله وإرساله للمراجعة مجددًا',
        propertyId: warehouse,
        category: 2,
      }),
    ]);
  });

  it('writes the texts in the language of the request', async () => {
    const answer = await getAll(owner, { PageSize: 10 }, 'en');
    expect(answer.body.data.at(-1)).toMatchObject({
      title: 'Your ad was not approved',
      body: 'Your ad “Warehouse in Al Sulay” was not approved. Reason: الصور غير واضحة. You can edit it and send it for review again',
    });
    expect(answer.body.data[0]).toMatchObject({
      title: 'Your ad was not approved',
      body: 'Your ad “Villa for sale in Al Narjis” was not approved. You can edit it and send it for review again',
    });
  });

  it('someone else sees none of them', async () => {
    const stranger = await signIn(server);
    expect((await getAll(stranger)).body).toEqual({
      data: [],
      totalPages: 0,
      totalDataCount: 0,
      unreadCount: 0,
    });
  });

  it('a bad page is a 422; no token a 401', async () => {
    expect((await getAll(owner, { PageSize: 0 })).status).toBe(422);
    expect((await getAll(owner, { PageNumber: -1 })).status).toBe(422);
    expect((await getAll(owner, { PageSize: 'abc' as never })).status).toBe(422);
    const anonymous = await server.send(notificationsApi.listNotifications);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error).toEqual({ message: 'يرجى تسجيل الدخول' });
  });
});

describe('PUT readNotification', () => {
  it("marks the caller's notifications read and ignores anyone else's ids", async () => {
    const owner = await signIn(server);
    const other = await signIn(server);
    const mine = await publishedAd(server, l, owner);
    const theirs = await publishedAd(server, l, other);
    await approve(mine);
    await approve(mine);
    await approve(mine);
    await approve(theirs);
    const ownIds = (await getAll(owner)).body.data.map((n) => n.id);
    const [theirId] = (await getAll(other)).body.data.map((n) => n.id);

    const answer = await markRead(owner, {
      ids: [ownIds[0]!, ownIds[1]!, ownIds[0]!, theirId!, 2_000_000_000],
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 200, body: { updated: 2 } });
    const after = await getAll(owner);
    expect(after.body.unreadCount).toBe(1);
    expect(after.body.data.map((n) => [n.id, n.read])).toEqual([
      [ownIds[0], true],
      [ownIds[1], true],
      [ownIds[2], false],
    ]);
    expect((await getAll(other)).body).toMatchObject({
      unreadCount: 1,
      data: [{ id: theirId, read: false }],
    });

    // Read ones stay read and are not counted again.
    expect((await markRead(owner, { ids: ownIds })).body).toEqual({ updated: 1 });
    expect((await markRead(owner, { ids: ownIds })).body).toEqual({ updated: 0 });
    expect((await markRead(owner, { ids: [] })).body).toEqual({ updated: 0 });
  });

  it.each([
    ['no ids', {} as never],
    ['ids that are not a list', { ids: 5 as never }],
    ['ids that are not numbers', { ids: ['a' as never] }],
    ['negative ids', { ids: [-1] }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
  ])('refuses %s with a localized 422', async (_case, body) => {
    const user = await signIn(server);
    const answer = await markRead(user, body, 'en');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})[0]).toMatch(/^ids/);
  });

  it('needs a signed-in caller', async () => {
    const answer = await server.send(notificationsApi.readNotifications, { body: { ids: [1] } });
    expect(answer.status).toBe(401);
  });
});

describe('price drop on a favourite', () => {
  let owner: SignedIn;
  let fans: SignedIn[];
  let stranger: SignedIn;
  let adId: number;

  const save = (user: SignedIn, id: number) =>
    server.send(propertiesApi.setFavorite, { body: { propertyId: id } }, { token: user.token });
  const edit = (changes: Record<string, unknown>) =>
    createAd(server, owner.token, 'residence', residenceBody(l, { id: adId, ...changes }));
  const priceDrops = async (user: SignedIn, language: Language = 'ar') =>
    (await getAll(user, { PageSize: 100 }, language)).body.data.filter((n) => n.type === 'priceDrop');

  beforeAll(async () => {
    owner = await signIn(server);
    fans = [await signIn(server), await signIn(server)];
    stranger = await signIn(server);
    adId = await publishedAd(server, l, owner);
    for (const user of [...fans, owner]) expect((await save(user, adId)).body.isFavorite).toBe(true);
  });

  /** The owner's edit waits for review; staff approve the version they see. */
  const approved = async (id: number) => expect((await approveAd(server, admin.token, id)).status).toBe(204);

  it('a lower price tells everyone who saved the ad, except its owner, once approved, with the approved text', async () => {
    const edited = await edit({ price: 2_300_000 });
    expect(edited.status).toBe('pending');
    for (const fan of fans) expect(await priceDrops(fan)).toEqual([]);
    await approved(adId);
    for (const fan of fans) {
      expect(await priceDrops(fan)).toEqual([
        {
          id: expect.any(Number) as number,
          type: 'priceDrop',
          title: 'انخفض سعر عقار في مفضلتك',
          body: 'انخفض سعر «فيلا للبيع في حي النرجس» إلى 2,300,000 ر.س بعد أن كان 2,500,000 ر.س',
          createdAt: server.clock.now().toISOString(),
          read: false,
          propertyId: adId,
          category: 1,
        },
      ]);
    }
    expect((await priceDrops(fans[0]!, 'en'))[0]).toMatchObject({
      title: 'Price drop on a favourite',
      body: 'The price of “Villa for sale in Al Narjis” dropped to SAR 2,300,000 from SAR 2,500,000',
    });
    expect(await priceDrops(owner)).toEqual([]);
    expect(await priceDrops(stranger)).toEqual([]);
  });

  it('no notification for a price waiting for review, a higher or equal price, or another currency', async () => {
    await edit({ price: 2_200_000 });
    await edit({ price: 2_400_000 });
    await approved(adId);
    await edit({ price: 2_400_000, titleAr: 'فيلا بسعر جديد' });
    await approved(adId);
    await edit({ price: 600_000, currency: 'KWD' });
    await approved(adId);
    for (const fan of fans) expect(await priceDrops(fan)).toHaveLength(1);
  });

  it('someone who removed the ad from favourites hears no more', async () => {
    await edit({ price: 550_000, currency: 'KWD' });
    await approved(adId);
    expect(await priceDrops(fans[0]!)).toHaveLength(2);
    expect((await save(fans[0]!, adId)).body.isFavorite).toBe(false);
    await edit({ price: 540_000, currency: 'KWD' });
    await approved(adId);
    expect(await priceDrops(fans[0]!)).toHaveLength(2);
    expect(await priceDrops(fans[1]!)).toHaveLength(3);
    expect((await priceDrops(fans[1]!, 'en'))[0]?.body).toMatch(
      /^The price of “Villa for sale in Al Narjis” dropped to \S+ 540,000 from \S+ 550,000$/,
    );
  });

  it('an industrial ad opens on its own details page (category 2)', async () => {
    const warehouse = await publishedAd(server, l, owner, 'industry');
    expect((await save(fans[1]!, warehouse)).body.isFavorite).toBe(true);
    await createAd(server, owner.token, 'industry', industryBody(l, { id: warehouse, price: 300_000 }));
    await approved(warehouse);
    const [drop] = await priceDrops(fans[1]!);
    expect(drop).toMatchObject({ propertyId: warehouse, category: 2 });
    expect(drop?.body).toBe('انخفض سعر «مستودع للإيجار في السلي» إلى 300,000 ر.س بعد أن كان 350,000 ر.س');
  });

  it('with moderation off the ad stays published and every drop notifies', async () => {
    const open = await startTestServer({ MODERATION: 'off' });
    try {
      const lookups = await loadLookups(open);
      const seller = await signIn(open);
      const fan = await signIn(open);
      const ad = await createAd(open, seller.token, 'residence', residenceBody(lookups));
      expect(ad.status).toBe('published');
      await open.send(propertiesApi.setFavorite, { body: { propertyId: ad.id } }, { token: fan.token });
      for (const price of [2_400_000, 2_350_000.5]) {
        const edited = await createAd(
          open,
          seller.token,
          'residence',
          residenceBody(lookups, { id: ad.id, price }),
        );
        expect(edited.status).toBe('published');
      }
      const answer = await open.send(
        notificationsApi.listNotifications,
        {},
        { token: fan.token, language: 'en' },
      );
      expect(answer.body.data.map((n) => n.body)).toEqual([
        'The price of “Villa for sale in Al Narjis” dropped to SAR 2,350,000.5 from SAR 2,400,000',
        'The price of “Villa for sale in Al Narjis” dropped to SAR 2,400,000 from SAR 2,500,000',
      ]);
    } finally {
      await open.close();
    }
  });
});

describe('deleting an ad', () => {
  it('removes the notifications about it', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    await approve(adId);
    expect((await getAll(owner)).body.totalDataCount).toBe(1);
    expect(
      (await server.send(propertiesApi.deleteProperty, { params: { id: adId } }, { token: owner.token }))
        .status,
    ).toBe(204);
    expect(await server.deps.db.$count(notifications, eq(notifications.userId, owner.userId))).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('lists the message, review and notification routes with their schemas', async () => {
    const document = (await server.call<OpenApiDocument>('GET', '/api/docs/json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        messagesApi.sendPropertyMessage.path,
        messagesApi.listConversations.path,
        messagesApi.getThread.path.replace(':senderId', '{senderId}'),
        reviewsApi.listReviews.path,
        reviewsApi.addReview.path,
        notificationsApi.listNotifications.path,
        notificationsApi.readNotifications.path,
      ]),
    );
    const send = operationOf(document, messagesApi.sendPropertyMessage.path, 'post');
    expect(requiredFields(send, 'application/json')).toEqual(['propertyId', 'message']);
    expect(Object.keys(send.responses)).toEqual(expect.arrayContaining(['201', '401', '404', '422', '429']));
    expect(Object.keys(operationOf(document, reviewsApi.addReview.path, 'post').responses)).toEqual(
      expect.arrayContaining(['201', '403', '422', '429']),
    );
    expect(document.paths[notificationsApi.readNotifications.path]?.put).toBeDefined();
  });
});
