import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListQuery } from '../../../contract/properties.js';
import {
  countUpTo,
  gatheredMatches,
  searchMatches,
  walkedMatches,
} from '../../modules/properties/search/first-matches.js';
import { matchRequestOf } from '../../modules/properties/search/public-search.js';
import { startSizes } from '../../modules/properties/search/start-sizes.js';
import { rowsOf } from '../../db/raw-rows.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
  type Lookups,
} from '../support/catalogue-fixtures.js';
import { signIn } from '../support/sign-in-flow.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * Issue 16: a search finds its first matches by walking an order's index, or, when matches are rare
 * there, by gathering them through the filters' indexes (search/first-matches.ts). On a catalogue
 * smaller than a walk, both ways must give the same ads in the same order, for every filter, order
 * and words: the walk reads its own copy of the columns, so a filter it did not see would show here.
 */
let server: TestServer;
let l: Lookups;

beforeAll(async () => {
  server = await startTestServer({ MODERATION: 'off' });
  l = await loadLookups(server);
  const owner = await signIn(server);
  const cities = [
    ['region:riyadh', 'city:riyadh', 24.7, 46.7],
    ['region:makkah', 'city:jeddah', 21.5, 39.2],
    ['region:eastern', 'city:dammam', 26.4, 50.1],
  ] as const;
  for (let n = 0; n < 24; n++) {
    const [region, city, lat, lng] = cities[n % 3] ?? cities[0];
    const place = {
      regionId: l.id('region', region),
      cityId: l.id('region', city),
      latitude: lat + n / 100,
      longitude: lng - n / 100,
      price: 100_000 + ((n * 7919) % 24) * 50_000,
      area: 100 + ((n * 31) % 24) * 40,
    };
    if (n % 4 === 3) await createAd(server, owner.token, 'industry', industryBody(l, place));
    else
      await createAd(
        server,
        owner.token,
        'residence',
        residenceBody(l, {
          ...place,
          titleAr: n % 2 ? 'فيلا للبيع' : 'شقة للإيجار',
          transactionTypeId: l.id('transactiontype', n % 2 ? 'sale' : 'rent'),
          propertyTypeId: l.id('propertytype', n % 2 ? 'villa' : 'apartment'),
          ...(n % 2 ? {} : { rentPeriod: 'yearly' }),
          bedrooms: 1 + (n % 6),
        }),
      );
  }
});
afterAll(async () => {
  await server.close();
});

async function bothWays(query: Partial<Record<string, string>>) {
  const request = matchRequestOf(propertyListQuery.parse({ PageSize: '12', ...query }));
  const db = server.deps.db;
  const counting = { start: request.start, order: request.order, limit: 20 };
  const [walked, gathered, searched, counted] = await Promise.all([
    walkedMatches(db, { ...request, count: 10 }),
    gatheredMatches(db, { ...request, count: 10 }),
    searchMatches(db, { ...request, count: 10 }, counting),
    countUpTo(db, request.where, 20),
  ]);
  // The walk's count and the count through the filters' indexes agree too.
  expect(searched).toEqual({ ids: walked, counted });
  return { walked, gathered };
}

describe('walking an order and gathering by the filters find the same first matches', () => {
  it.each([
    {},
    { SortBy: 'priceAsc' },
    { SortBy: 'priceDesc', Category: '1' },
    { SortBy: 'areaAsc', Bedrooms: '3' },
    { SortBy: 'areaDesc', MinPrice: '300000', MaxPrice: '900000' },
    { Category: '2' },
    { Query: 'فلل' },
    { Query: 'شقق', SortBy: 'priceDesc' },
    { Query: 'مستودعات', SortBy: 'areaAsc' },
    { MinLat: '21', MaxLat: '22', MinLng: '38', MaxLng: '40' },
    { MinArea: '300', MaxArea: '700', SortBy: 'priceAsc' },
  ])('%o', async (query) => {
    const { walked, gathered } = await bothWays(query);
    expect(gathered.length).toBeGreaterThan(0);
    expect(walked).toEqual(gathered);
  });

  it('with the region, city, type and transaction filters', async () => {
    const queries = [
      { RegionId: String(l.id('region', 'region:makkah')) },
      { CityId: String(l.id('region', 'city:riyadh')), SortBy: 'priceAsc' },
      { CityId: String(l.id('region', 'city:jeddah')), Category: '1' },
      { RegionId: String(l.id('region', 'region:riyadh')), Query: 'فيلا' },
      { PropertyTypeId: String(l.id('propertytype', 'villa')), SortBy: 'areaDesc' },
      { TransactionTypeId: String(l.id('transactiontype', 'rent')), Query: 'شقة' },
    ];
    for (const query of queries) {
      const { walked, gathered } = await bothWays(query);
      expect(gathered.length).toBeGreaterThan(0);
      expect(walked).toEqual(gathered);
    }
  });
});

describe('the sizes of the starts a walk may take', () => {
  it('are read from the statistics of the last ANALYZE: the catalogue and the ads of each value', async () => {
    const db = server.deps.db;
    await db.execute(sql`analyze property_search`);
    const sizes = await startSizes(db, Date.now() + 120_000);
    const counted = await rowsOf<{ category: number; ads: number | string }>(
      db,
      sql`select category, count(*) as ads from property_search group by category`,
    );
    const total = counted.reduce((sum, row) => sum + Number(row.ads), 0);
    expect(total).toBeGreaterThan(0);
    expect(sizes(undefined)).toBeCloseTo(total, 0);
    for (const row of counted) {
      expect(sizes({ column: 'category', value: row.category })).toBeCloseTo(Number(row.ads), 0);
    }
    expect(sizes({ column: 'city_id', value: 999_999 })).toBeUndefined();
  });
});
