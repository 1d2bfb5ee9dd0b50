import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as properties from '#contract/endpoints/properties.js';
import { adPromotions, properties as propertiesTable } from '#server/db/schema/index.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/**
 * Featured ads on the public lists (ADR 0041, "Where a feature shows"): staff's and paid ones in the
 * featured places, and up to three above the first page of the default order, in turn.
 */
const server = useTestServer({ MODERATION: 'off', LIST_CACHE_SECONDS: '0' });
const l = useLookups(server);
const owner = useSignedIn(server);

type ListQuery = NonNullable<EndpointInput<typeof properties.listProperties>['query']>;

const riyadhVillas: number[] = [];
const ad = { jeddah: 0, staff: 0, warehouse: 0 };
const cityOf = (key: string) => l.id('region', `city:${key}`);
const villasInRiyadh = () => ({ CityId: cityOf('riyadh'), PropertyTypeId: l.id('propertytype', 'villa') });
let organicTotal = 0;

async function list(query: ListQuery) {
  const answer = await server.send(properties.listProperties, { query });
  expect(answer.status, JSON.stringify(query)).toBe(200);
  return answer.body;
}

const featuredIds = async (query: ListQuery) => (await list(query)).featured.map((item) => item.id);

/** Paid featuring as a grant writes it: running until the database's clock passes it. */
async function featureFor(propertyId: number, interval: string) {
  await server.deps.db
    .insert(adPromotions)
    .values({
      propertyId,
      featuredUntil: sql`now() + ${interval}::interval`,
      updatedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: adPromotions.propertyId,
      set: { featuredUntil: sql`now() + ${interval}::interval`, pausedSeconds: 0 },
    });
}

async function unfeatureAll() {
  await server.deps.db.delete(adPromotions);
}

beforeAll(async () => {
  for (let index = 0; index < 6; index += 1) {
    const body = residenceBody(l, {
      titleAr: `فيلا رقم ${index + 1} في النرجس`,
      titleEn: `Villa number ${index + 1} in Al Narjis`,
      price: 2_000_000 + index * 100_000,
    });
    riyadhVillas.push((await createAd(server, owner.token, 'residence', body)).id);
  }
  ad.jeddah = (
    await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, {
        titleAr: 'فيلا في جدة',
        titleEn: 'Villa in Jeddah',
        regionId: l.id('region', 'region:makkah'),
        cityId: cityOf('jeddah'),
        latitude: 21.59,
        longitude: 39.11,
      }),
    )
  ).id;
  ad.warehouse = (await createAd(server, owner.token, 'industry', industryBody(l))).id;
  ad.staff = ad.warehouse;
  await server.deps.db
    .update(propertiesTable)
    .set({ isFeatured: true })
    .where(eq(propertiesTable.id, ad.staff));
  organicTotal = (await list({ ...villasInRiyadh(), PageSize: 2 })).totalDataCount;
});

describe('featured ads above the first page of the default order', () => {
  it('show a paid-featured ad matching the filters, marked, and not again in the page; the count and the pages are the matches as before', async () => {
    await unfeatureAll();
    const newest = riyadhVillas.at(-1) ?? 0;
    await featureFor(newest, '7 days');
    const query = { ...villasInRiyadh(), PageSize: 2 };
    const answer = await list(query);
    expect(answer.featured.map((item) => item.id)).toEqual([newest]);
    expect(answer.featured[0]?.isFeatured).toBe(true);
    expect(answer.totalDataCount).toBe(organicTotal);
    expect(organicTotal).toBe(riyadhVillas.length);
    // The same matches in the same order (explicitly newest: no featured block): the featured ad is
    // left out of the first page's cards only, and the second page is the same.
    const plain = await list({ ...query, SortBy: 'newest' });
    expect(plain.featured).toEqual([]);
    expect(plain.data.map((item) => item.id)).toEqual([newest, riyadhVillas.at(-2)]);
    expect(answer.data.map((item) => item.id)).toEqual([riyadhVillas.at(-2)]);
    expect(answer.totalPages).toBe(plain.totalPages);
    const second = await list({ ...query, PageNumber: 1 });
    const plainSecond = await list({ ...query, PageNumber: 1, SortBy: 'newest' });
    expect(second.featured).toEqual([]);
    expect(second.data.map((item) => item.id)).toEqual(plainSecond.data.map((item) => item.id));
  });

  it('are left out with an explicit sort and on later pages', async () => {
    await unfeatureAll();
    const oldest = riyadhVillas[0] ?? 0;
    await featureFor(oldest, '7 days');
    expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2 })).toEqual([oldest]);
    for (const SortBy of ['newest', 'priceAsc', 'priceDesc', 'areaDesc'] as const) {
      expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2, SortBy }), SortBy).toEqual([]);
    }
    expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2, PageNumber: 1 })).toEqual([]);
    expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2, PageNumber: 2 })).toEqual([]);
    // The ad keeps its own place: on the last page, marked.
    const last = await list({ ...villasInRiyadh(), PageSize: 2, PageNumber: 2 });
    expect(last.data.find((item) => item.id === oldest)?.isFeatured).toBe(true);
  });

  it('match the same filters, words and map box', async () => {
    await unfeatureAll();
    const villa = riyadhVillas[2] ?? 0;
    await featureFor(villa, '7 days');
    await featureFor(ad.jeddah, '7 days');
    expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2 })).toEqual([villa]);
    expect(await featuredIds({ CityId: cityOf('jeddah'), PageSize: 2 })).toEqual([ad.jeddah]);
    expect(await featuredIds({ CityId: cityOf('dammam'), PageSize: 2 })).toEqual([]);
    expect(await featuredIds({ ...villasInRiyadh(), MinPrice: 2_400_000, PageSize: 2 })).toEqual([]);
    expect(await featuredIds({ Query: 'جدة', AsText: true, PageSize: 2 })).toEqual([ad.jeddah]);
    const jeddahBox = { MinLat: 21, MaxLat: 22, MinLng: 39, MaxLng: 40, PageSize: 2 };
    expect(await featuredIds(jeddahBox)).toEqual([ad.jeddah]);
    expect(await featuredIds({ Category: 2, PageSize: 2 })).toEqual([ad.staff]);
  });

  it('end when the paid featuring ends, and pause while the ad is off the site', async () => {
    await unfeatureAll();
    const [first, second] = riyadhVillas;
    await featureFor(first ?? 0, '7 days');
    await featureFor(second ?? 0, '7 days');
    expect((await featuredIds({ ...villasInRiyadh(), PageSize: 2 })).sort()).toEqual([first, second].sort());
    await server.deps.db
      .update(adPromotions)
      .set({ featuredUntil: sql`now() - interval '1 minute'` })
      .where(eq(adPromotions.propertyId, first ?? 0));
    expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2 })).toEqual([second]);
    const page = await list({ ...villasInRiyadh(), PageSize: 10, SortBy: 'newest' });
    expect(page.data.find((item) => item.id === first)?.isFeatured).toBe(false);
    const archived = await server.send(
      properties.changeStatus,
      { params: { id: second ?? 0 }, body: { status: 'archived' } },
      { token: owner.token },
    );
    expect(archived.status).toBe(204);
    expect(await featuredIds({ ...villasInRiyadh(), PageSize: 2 })).toEqual([]);
    riyadhVillas.splice(riyadhVillas.indexOf(second ?? 0), 1);
  });

  it('are at most three, each of more taking its turn', async () => {
    await unfeatureAll();
    for (const id of riyadhVillas) await featureFor(id, '7 days');
    expect(riyadhVillas.length).toBeGreaterThan(3);
    const seen = new Set<number>();
    // Each answer picks three of five at random: one left out of 40 answers has odds of 0.4^40.
    for (let round = 0; round < 40; round += 1) {
      const ids = await featuredIds({ ...villasInRiyadh(), PageSize: 2 });
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) seen.add(id);
    }
    expect([...seen].sort()).toEqual([...riyadhVillas].sort());
  });
});

describe('the featured places (IsFeatured=true)', () => {
  it('list the ads featured by staff and by payment, newest first, counted together', async () => {
    await unfeatureAll();
    const villa = riyadhVillas[0] ?? 0;
    await featureFor(villa, '7 days');
    const answer = await list({ IsFeatured: true, PageSize: 4 });
    expect(answer.data.map((item) => item.id).sort()).toEqual([villa, ad.staff].sort());
    expect(answer.data.every((item) => item.isFeatured)).toBe(true);
    expect(answer.totalDataCount).toBe(2);
    expect(answer.featured).toEqual([]);
    expect((await list({ IsFeatured: true, PageSize: 1, PageNumber: 1 })).data).toHaveLength(1);
    expect(
      (await list({ IsFeatured: true, CityId: cityOf('riyadh'), Category: 1 })).data.map((item) => item.id),
    ).toEqual([villa]);
    const notFeatured = (await list({ IsFeatured: false, PageSize: 50 })).data.map((item) => item.id);
    expect(notFeatured).not.toContain(villa);
    expect(notFeatured).not.toContain(ad.staff);
    expect(notFeatured).toContain(ad.jeddah);
  });

  it('leave out a paid featuring that ended', async () => {
    await unfeatureAll();
    await featureFor(riyadhVillas[0] ?? 0, '-1 minute');
    const answer = await list({ IsFeatured: true, PageSize: 4 });
    expect(answer.data.map((item) => item.id)).toEqual([ad.staff]);
  });
});
