import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointAnswer, EndpointInput } from '#contract/endpoint.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as properties from '#contract/endpoints/properties.js';
import { lookupNames } from '#contract/lookups.js';
import { agents, properties as propertiesTable } from '#server/db/schema/index.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const ad: Record<string, number> = {};

const server = useTestServer({ MODERATION: 'off' });
const l = useLookups(server);
const owner = useSignedIn(server);
beforeAll(async () => {
  const jeddah = { regionId: l.id('region', 'region:makkah'), cityId: l.id('region', 'city:jeddah') };
  const eastern = { regionId: l.id('region', 'region:eastern'), cityId: l.id('region', 'city:dammam') };
  ad.villa = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
  ad.flatRent = (
    await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, {
        ...jeddah,
        titleAr: 'شقة مفروشة للإيجار في الشاطئ',
        titleEn: 'Furnished apartment for rent',
        propertyTypeId: l.id('propertytype', 'apartment'),
        transactionTypeId: l.id('transactiontype', 'rent'),
        rentPeriod: 'monthly',
        price: 6000,
        area: 150,
        bedrooms: 3,
        bathrooms: 2,
        latitude: 21.59,
        longitude: 39.11,
      }),
    )
  ).id;
  ad.flatSale = (
    await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, {
        ...eastern,
        titleAr: 'شقة للبيع في الدمام',
        titleEn: 'Apartment for sale in Dammam',
        propertyTypeId: l.id('propertytype', 'apartment'),
        price: 900_000,
        area: 180,
        bedrooms: 4,
        bathrooms: 3,
        latitude: 26.42,
        longitude: 50.09,
      }),
    )
  ).id;
  ad.warehouse = (
    await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, { industryTypeId: l.id('industrytype', 'logistics-storage') }),
    )
  ).id;
  ad.factory = (
    await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, {
        ...eastern,
        titleAr: 'مصنع للبيع',
        titleEn: 'Factory for sale',
        propertyTypeId: l.id('propertytype', 'factory'),
        transactionTypeId: l.id('transactiontype', 'sale'),
        rentPeriod: null,
        price: 12_000_000,
        area: 10_000,
        latitude: 26.45,
        longitude: 50.1,
        industryTypeId: l.id('industrytype', 'food-processing'),
      }),
    )
  ).id;
  const [agent] = await server.deps.db
    .insert(agents)
    .values({ fullNameAr: 'وكيل', fullNameEn: 'Agent', phoneNumber: '+966501112233' })
    .returning();
  ad.agentId = agent?.id ?? 0;
  await server.deps.db
    .update(propertiesTable)
    .set({ isFeatured: true, agentId: ad.agentId })
    .where(eq(propertiesTable.id, ad.villa));
});

type ListQuery = NonNullable<EndpointInput<typeof properties.listProperties>['query']>;
type PublishedAds = (typeof properties)[
  'listProperties' | 'listResidences' | 'listRecidences' | 'listIndustries'];

async function ids(
  query: ListQuery = {},
  endpoint: PublishedAds = properties.listProperties,
): Promise<number[]> {
  const answer = await server.send(endpoint, { query: { PageSize: 100, ...query } });
  expect(answer.status, JSON.stringify(query)).toBe(200);
  // Every ad the page shows: the featured villa stands above the first page of the default order.
  return [...answer.body.featured, ...answer.body.data].map((item) => item.id);
}

function idOf(name: string): number {
  const id = ad[name];
  if (id === undefined) throw new Error(`no ad named ${name}`);
  return id;
}

const set = (...names: string[]) => names.map((name) => ad[name]).sort();
const sorted = (values: number[]) => [...values].sort();

describe('property lists', () => {
  it('GetAllMainProperty lists both categories; the per-category lists only theirs (both spellings)', async () => {
    expect(sorted(await ids())).toEqual(set('villa', 'flatRent', 'flatSale', 'warehouse', 'factory'));
    expect(sorted(await ids({}, properties.listResidences))).toEqual(set('villa', 'flatRent', 'flatSale'));
    expect(sorted(await ids({}, properties.listRecidences))).toEqual(set('villa', 'flatRent', 'flatSale'));
    expect(sorted(await ids({}, properties.listIndustries))).toEqual(set('warehouse', 'factory'));
  });

  it.each<[string, () => ListQuery, string[]]>([
    ['Category=2', () => ({ Category: 2 }), ['warehouse', 'factory']],
    [
      'TransactionTypeId=rent',
      () => ({ TransactionTypeId: l.id('transactiontype', 'rent') }),
      ['flatRent', 'warehouse'],
    ],
    [
      'PropertyTypeId=apartment',
      () => ({ PropertyTypeId: l.id('propertytype', 'apartment') }),
      ['flatRent', 'flatSale'],
    ],
    ['RegionId=eastern', () => ({ RegionId: l.id('region', 'region:eastern') }), ['flatSale', 'factory']],
    ['CityId=jeddah', () => ({ CityId: l.id('region', 'city:jeddah') }), ['flatRent']],
    ['MinPrice=900000', () => ({ MinPrice: 900000 }), ['villa', 'flatSale', 'factory']],
    ['MaxPrice=900000', () => ({ MaxPrice: 900000 }), ['flatRent', 'flatSale', 'warehouse']],
    [
      'MinPrice=100000&MaxPrice=1000000',
      () => ({ MinPrice: 100000, MaxPrice: 1000000 }),
      ['flatSale', 'warehouse'],
    ],
    ['MinArea=450', () => ({ MinArea: 450 }), ['villa', 'warehouse', 'factory']],
    ['MaxArea=180', () => ({ MaxArea: 180 }), ['flatRent', 'flatSale']],
    ['Bedrooms=4', () => ({ Bedrooms: 4 }), ['villa', 'flatSale']],
    ['Bathrooms=3', () => ({ Bathrooms: 3 }), ['villa', 'flatSale']],
    ['IndustryTypeId=food', () => ({ IndustryTypeId: l.id('industrytype', 'food-processing') }), ['factory']],
    ['IsFeatured=true', () => ({ IsFeatured: true }), ['villa']],
    ['IsFeatured=false', () => ({ IsFeatured: false }), ['flatRent', 'flatSale', 'warehouse', 'factory']],
    ['AgentId=agent', () => ({ AgentId: ad.agentId }), ['villa']],
    [
      'MinLat=21&MaxLat=22&MinLng=39&MaxLng=40',
      () => ({ MinLat: 21, MaxLat: 22, MinLng: 39, MaxLng: 40 }),
      ['flatRent'],
    ],
    [
      'MinLat=26&MaxLat=27&MinLng=50&MaxLng=51',
      () => ({ MinLat: 26, MaxLat: 27, MinLng: 50, MaxLng: 51 }),
      ['flatSale', 'factory'],
    ],
  ])('filter %s', async (_filter, query, expected) => {
    expect(sorted(await ids(query()))).toEqual(set(...expected));
  });

  it('an empty filter value counts as absent', async () => {
    // Typed queries leave empty values out; the search form sends them as `Name=`.
    const answer = await server.call<EndpointAnswer<typeof properties.listProperties>>(
      'GET',
      `${properties.listProperties.path}?PageSize=100&MinPrice=&Category=&Query=`,
    );
    expect(answer.status, 'MinPrice=&Category=&Query=').toBe(200);
    expect(answer.body.data.length + answer.body.featured.length).toBe(5);
    expect(answer.body.totalDataCount).toBe(5);
  });

  it('newest sorts by publication time, not by id', async () => {
    const later = new Date(server.clock.now().getTime() + 24 * 3600 * 1000);
    await server.deps.db
      .update(propertiesTable)
      .set({ publishedAt: later })
      .where(eq(propertiesTable.id, idOf('flatRent')));
    // Writes that bypass the API do not empty the list cache.
    server.deps.listCache.clear();
    try {
      expect((await ids({ SortBy: 'newest' }))[0]).toBe(ad.flatRent);
    } finally {
      await server.deps.db
        .update(propertiesTable)
        .set({ publishedAt: server.clock.now() })
        .where(eq(propertiesTable.id, idOf('flatRent')));
      server.deps.listCache.clear();
    }
  });

  it('refuses pages past the first 1,000 results (the search window)', async () => {
    expect(
      (await server.send(properties.listProperties, { query: { PageSize: 100, PageNumber: 9 } })).status,
    ).toBe(200);
    const deep = await server.send(
      properties.listProperties,
      { query: { PageSize: 100, PageNumber: 10 } },
      { language: 'en' },
    );
    expect(deep.status).toBe(422);
    expect(deep.error.errors).toEqual({
      PageNumber: ['Results past the first 1000 cannot be shown; narrow the search with filters'],
    });
  });

  it.each<[NonNullable<ListQuery['SortBy']>, string[]]>([
    ['priceAsc', ['flatRent', 'warehouse', 'flatSale', 'villa', 'factory']],
    ['priceDesc', ['factory', 'villa', 'flatSale', 'warehouse', 'flatRent']],
    ['areaAsc', ['flatRent', 'flatSale', 'villa', 'warehouse', 'factory']],
    ['areaDesc', ['factory', 'warehouse', 'villa', 'flatSale', 'flatRent']],
    ['newest', ['factory', 'warehouse', 'flatSale', 'flatRent', 'villa']],
  ])('sort %s', async (sortBy, expected) => {
    expect(await ids({ SortBy: sortBy })).toEqual(expected.map((name) => ad[name]));
  });

  it('list items carry the contract fields, localized', async () => {
    const answer = await server.send(
      properties.listProperties,
      { query: { SortBy: 'priceDesc', PageSize: 2 } },
      { language: 'en' },
    );
    const villa = answer.body.data[1];
    expect(villa).toMatchObject({
      id: ad.villa,
      category: 1,
      title: 'Villa for sale in Al Narjis',
      price: 2_500_000,
      currency: 'SAR',
      rentPeriod: null,
      transactionType: { name: 'Sale' },
      propertyType: { name: 'Villa' },
      city: { name: 'Riyadh' },
      // No English name is known for a district the owner typed: English pages spell it in Latin letters.
      district: 'Al Narjis',
      area: 450,
      bedrooms: 5,
      bathrooms: 6,
      coverImage: null,
      isFeatured: true,
      isFavorite: false,
      status: 'published',
    });
    const warehouse = (await server.send(properties.listIndustries, { query: { SortBy: 'areaAsc' } })).body
      .data[0];
    expect(warehouse).toMatchObject({
      title: 'مستودع للإيجار في السلي',
      clearHeight: 12,
      powerCapacityKva: 500,
    });
  });

  it('paging: pages, totals and a page past the end', async () => {
    const first = await server.send(properties.listProperties, {
      query: { PageSize: 2, PageNumber: 0, SortBy: 'priceAsc' },
    });
    expect(first.body).toMatchObject({ totalPages: 3, totalDataCount: 5 });
    expect(first.body.data).toHaveLength(2);
    const last = await server.send(properties.listProperties, {
      query: { PageSize: 2, PageNumber: 2, SortBy: 'priceAsc' },
    });
    expect(last.body.data.map((item) => item.id)).toEqual([ad.factory]);
    const past = await server.send(properties.listProperties, { query: { PageSize: 2, PageNumber: 50 } });
    expect(past.body).toEqual({
      data: [],
      featured: [],
      totalPages: 3,
      totalDataCount: 5,
      totalCapped: false,
    });
  });

  it('paging parameter names match case-insensitively', async () => {
    // Names in another letter case than the contract's (pagesize, pageNumber).
    const answer = await server.call<EndpointAnswer<typeof properties.listProperties>>(
      'GET',
      `${properties.listProperties.path}?pagesize=1&pageNumber=1`,
    );
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.totalPages).toBe(5);
  });

  it.each<[string, ListQuery]>([
    ['PageSize=0', { PageSize: 0 }],
    ['PageSize=-1', { PageSize: -1 }],
    ['PageSize=abc', { PageSize: 'abc' as never }],
    ['PageNumber=-1', { PageNumber: -1 }],
    ['PageNumber=1.5', { PageNumber: 1.5 }],
    ['MinPrice=abc', { MinPrice: 'abc' as never }],
    ['Category=3', { Category: 3 }],
    ['SortBy=cheapest', { SortBy: 'cheapest' as never }],
    ['MinLat=100', { MinLat: 100 }],
    ['IsFeatured=maybe', { IsFeatured: 'maybe' as never }],
    ['CityId=-4', { CityId: -4 }],
    // As text: the number would be sent as Infinity.
    ['Bedrooms=1e400', { Bedrooms: '1e400' as never }],
  ])('bad query %s answers 422 with the field named', async (filter, query) => {
    const answer = await server.send(properties.listProperties, { query }, { language: 'en' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})).toEqual([filter.split('=')[0]]);
  });

  it('PageSize above 100 is clamped, not refused', async () => {
    const answer = await server.send(properties.listProperties, { query: { PageSize: 1000 } });
    expect(answer.status).toBe(200);
    expect(answer.body.totalPages).toBe(1);
  });
});

describe('lookups', () => {
  it('every lookup list answers the envelope with names in the request language', async () => {
    for (const list of lookupNames) {
      const answer = await server.send(lookupLists[list], {}, { language: 'en' });
      expect(answer.status, list).toBe(200);
      expect(answer.body.totalDataCount, list).toBeGreaterThan(1);
      const [first] = answer.body.data;
      expect(first?.name).toBe(first?.nameEn);
    }
    const arabic = await server.send(lookupLists.transactiontype);
    expect(arabic.body.data.map((item) => item.name)).toEqual(['بيع', 'إيجار']);
  });

  it('property types filter by Category; regions by ParentId (cities under their region)', async () => {
    const industrial = await server.send(lookupLists.propertytype, { query: { Category: 2 } });
    expect(industrial.body.data.every((item) => item.category === 2)).toBe(true);
    const riyadhRegion = l.id('region', 'region:riyadh');
    const cities = await server.send(
      lookupLists.region,
      { query: { ParentId: riyadhRegion } },
      { language: 'en' },
    );
    expect(cities.body.data.map((item) => item.name)).toContain('Riyadh');
    expect(cities.body.data.every((item) => item.parentId === riyadhRegion)).toBe(true);
  });

  it('lists regions each followed by its cities', async () => {
    const all = await server.send(lookupLists.region, { query: { PageSize: 100 } });
    const [first, second] = all.body.data;
    expect(first?.parentId).toBeNull();
    expect(second?.parentId).toBe(first?.id);
  });
});
