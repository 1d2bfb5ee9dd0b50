import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import * as recent from '#contract/endpoints/recently-viewed.js';
import { MAX_RECENTLY_VIEWED } from '#contract/limits.js';
import { recentlyViewed } from '#server/db/schema/index.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, userIdOf, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/**
 * Compare (`/compare?ids=`): up to 4 public ads with the facts of their category; bad lists answer a
 * clear 422. Recently viewed: the account keeps the last 20 ads opened, merged with the device's list
 * at sign-in; ads no longer public drop out of what is shown.
 */

let villa: number;
let warehouse: number;

const server = useTestServer({ MODERATION: 'false' });
const lookups = useLookups(server);
const owner = useSignedIn(server);
const viewer = useSignedIn(server);
beforeAll(async () => {
  villa = (
    await createAd(server, owner.token, 'residence', residenceBody(lookups, { titleEn: 'Compared villa' }))
  ).id;
  warehouse = (
    await createAd(server, owner.token, 'industry', industryBody(lookups, { titleEn: 'Compared store' }))
  ).id;
});

const residence = (title: string) =>
  createAd(server, owner.token, 'residence', residenceBody(lookups, { titleEn: title })).then((ad) => ad.id);
const compare = (ids: string, language: 'ar' | 'en' = 'en') =>
  server.send(properties.compareProperties, { query: { ids } }, { language });
const view = (id: number, who: SignedIn = viewer) =>
  server.send(properties.getProperty, { params: { id } }, { token: who.token });
const shown = async (who: SignedIn = viewer) => {
  const answer = await server.send(recent.listRecentlyViewed, {}, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.data.map((ad) => ad.id);
};

describe('compare', () => {
  it('answers anyone the ads in the order asked, each with the facts of its category', async () => {
    const answer = await compare(`${warehouse},${villa}`);
    expect(answer.status).toBe(200);
    expect(answer.body.missing).toEqual([]);
    const [store, house] = answer.body.data;
    expect(store?.id).toBe(warehouse);
    expect(store?.details).toMatchObject({ clearHeight: 12, powerCapacityKva: 500, loadingDocks: 4 });
    expect(house?.id).toBe(villa);
    expect(house?.details).toMatchObject({ bedrooms: 5, bathrooms: 6, furnished: false });
    expect(house?.title).toBe('Compared villa');
  });

  it('lists ids of ads that are not public as missing instead of failing', async () => {
    const archived = await residence('Archived villa');
    await server.send(
      properties.changeStatus,
      { params: { id: archived }, body: { status: 'archived' } },
      {
        token: owner.token,
      },
    );
    const answer = await compare(`${villa},${archived},999999`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((ad) => ad.id)).toEqual([villa]);
    expect(answer.body.missing).toEqual([archived, 999999]);
  });

  it.each([
    ['abc', 'The ad numbers are not valid; separate them with commas'],
    ['1,,2', 'The ad numbers are not valid; separate them with commas'],
    ['0', 'The ad numbers are not valid; separate them with commas'],
    ['', 'This field is required'],
    ['99999999999', 'The ad numbers are not valid; separate them with commas'],
    ['4,4', 'An ad number appears twice in the list'],
    ['1,2,3,4,5', 'At most 4 ads can be compared'],
  ])('refuses ids=%s with a clear 422', async (ids, message) => {
    const answer = await compare(ids);
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.ids).toEqual([message]);
  });

  it('says so in Arabic', async () => {
    const answer = await compare('1,2,3,4,5', 'ar');
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.ids).toEqual(['يمكن مقارنة 4 إعلانات على الأكثر']);
  });
});

describe('cards by id', () => {
  it('answers the public ads among the ids, in their order', async () => {
    const hidden = await residence('Hidden villa');
    await server.send(
      properties.changeStatus,
      { params: { id: hidden }, body: { status: 'archived' } },
      {
        token: owner.token,
      },
    );
    const answer = await server.send(properties.propertiesByIds, {
      query: { ids: `${warehouse},${hidden},${villa}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((ad) => ad.id)).toEqual([warehouse, villa]);
  });

  it('takes at most 20 ids', async () => {
    const ids = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
    const answer = await server.send(properties.propertiesByIds, { query: { ids } });
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.ids).toEqual(['عدد الإعلانات أكثر من المسموح']);
  });
});

describe('recently viewed', () => {
  it('is for signed-in callers only', async () => {
    expect((await server.send(recent.listRecentlyViewed, {})).status).toBe(401);
    expect((await server.send(recent.mergeRecentlyViewed, { body: { views: [] } })).status).toBe(401);
  });

  it('keeps the ads a user opens, newest first, each once, and no one else sees them', async () => {
    const someone = await signIn(server);
    expect(await shown(someone)).toEqual([]);
    await view(villa, someone);
    server.clock.advance(60);
    await view(warehouse, someone);
    expect(await shown(someone)).toEqual([warehouse, villa]);
    server.clock.advance(60);
    await view(villa, someone);
    expect(await shown(someone)).toEqual([villa, warehouse]);
    // A visitor's view is not recorded anywhere; another user's list is their own.
    expect((await server.send(properties.getProperty, { params: { id: villa } })).status).toBe(200);
    expect(await shown(viewer)).not.toContain(warehouse);
  });

  it('drops hidden and deleted ads from what it shows', async () => {
    const someone = await signIn(server);
    const sold = await residence('Soon sold');
    const deleted = await residence('Soon deleted');
    for (const id of [villa, sold, deleted]) {
      await view(id, someone);
      server.clock.advance(1);
    }
    expect(await shown(someone)).toEqual([deleted, sold, villa]);
    await server.send(
      properties.changeStatus,
      { params: { id: sold }, body: { status: 'sold' } },
      {
        token: owner.token,
      },
    );
    expect(
      (await server.send(properties.deleteProperty, { params: { id: deleted } }, { token: owner.token }))
        .status,
    ).toBe(204);
    expect(await shown(someone)).toEqual([villa]);
  });

  it('merges the device list at sign-in: newest first, each ad once, future dates as now, unknown ads skipped, 20 at most', async () => {
    const someone = await signIn(server);
    const now = server.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    await view(villa, someone); // on the account, now
    const merged = await server.send(
      recent.mergeRecentlyViewed,
      {
        body: {
          views: [
            { propertyId: warehouse, viewedAt: at(5) },
            { propertyId: villa, viewedAt: at(30) }, // older than the account's view: the account's stays
            { propertyId: 999_999, viewedAt: at(1) },
          ],
        },
      },
      { token: someone.token },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.data.map((ad) => ad.id)).toEqual([villa, warehouse]);

    const future = await server.send(
      recent.mergeRecentlyViewed,
      { body: { views: [{ propertyId: warehouse, viewedAt: new Date(now + 86_400_000).toISOString() }] } },
      { token: someone.token },
    );
    expect(future.body.data.map((ad) => ad.id)).toEqual([warehouse, villa]);
    const [stored] = await server.deps.db
      .select()
      .from(recentlyViewed)
      .where(
        and(eq(recentlyViewed.userId, userIdOf(someone.token)), eq(recentlyViewed.propertyId, warehouse)),
      );
    expect(stored?.viewedAt.getTime()).toBe(now);
  });

  it('keeps only the newest 20', async () => {
    const someone = await signIn(server);
    const ids: number[] = [];
    for (let index = 0; index < MAX_RECENTLY_VIEWED + 1; index += 1)
      ids.push(await residence(`Many ${index}`));
    const now = server.clock.now().getTime();
    const views = ids.slice(0, MAX_RECENTLY_VIEWED).map((propertyId, index) => ({
      propertyId,
      viewedAt: new Date(now - (index + 1) * 1000).toISOString(),
    }));
    const merged = await server.send(
      recent.mergeRecentlyViewed,
      { body: { views } },
      { token: someone.token },
    );
    expect(merged.body.data.map((ad) => ad.id)).toEqual(ids.slice(0, MAX_RECENTLY_VIEWED));
    // Opening one more pushes the oldest out, from the table too.
    await view(ids[MAX_RECENTLY_VIEWED]!, someone);
    const list = await shown(someone);
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(list[0]).toBe(ids[MAX_RECENTLY_VIEWED]);
    expect(list).not.toContain(ids[MAX_RECENTLY_VIEWED - 1]);
    const rows = await server.deps.db.select().from(recentlyViewed);
    expect(rows.filter((row) => row.userId === userIdOf(someone.token))).toHaveLength(MAX_RECENTLY_VIEWED);
  });

  it('refuses more than 20 views in one merge', async () => {
    const views = Array.from({ length: MAX_RECENTLY_VIEWED + 1 }, (_, index) => ({
      propertyId: index + 1,
      viewedAt: new Date().toISOString(),
    }));
    const answer = await server.send(
      recent.mergeRecentlyViewed,
      { body: { views } },
      { token: viewer.token },
    );
    expect(answer.status).toBe(422);
  });
});
