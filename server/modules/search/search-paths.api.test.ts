import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyListQuery } from '#contract/properties.js';
import {
  countUpTo,
  gatheredAndCounted,
  gatheredMatches,
  searchMatches,
  walkedMatches,
} from '#server/modules/search/run/first-matches.js';
import { matchRequestOf, rankedRequestOf } from '#server/modules/search/run/public-search.js';
import {
  rankedPage,
  rankedStatement,
  rankedWalk,
  type RankedRequest,
} from '#server/modules/search/run/ranked-page.js';
import { newestFirst } from '#server/modules/search/plan/search-order.js';
import { walk } from '#server/modules/search/plan/walk.js';
import { searchStatistics } from '#server/modules/search/plan/search-statistics.js';
import { numberOrNone, numbers, rowsOf } from '#server/db/raw-rows.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 16: a search finds its first matches by walking an order's index, or, when matches are rare
 * there, by gathering them through the filters' indexes (search/first-matches.ts). On a catalogue
 * smaller than a walk, both ways must give the same ads in the same order, for every filter, order
 * and words: the walk reads its own copy of the columns, so a filter it did not see would show here.
 */

const server = useTestServer({ MODERATION: 'off' });
const l = useLookups(server);
beforeAll(async () => {
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

async function bothWays(query: Partial<Record<string, string>>) {
  const request = matchRequestOf(propertyListQuery.parse({ PageSize: '12', ...query }));
  const db = server.deps.db;
  const counting = { start: request.start, order: request.order, limit: 20 };
  const statistics = await searchStatistics(db, new Date());
  const [walked, gathered, searched, counted, both] = await Promise.all([
    walkedMatches(db, { ...request, count: 10 }),
    gatheredMatches(db, { ...request, count: 10 }),
    searchMatches(db, statistics, { ...request, count: 10 }, counting),
    countUpTo(db, request.where, 20),
    gatheredAndCounted(db, { ...request, count: 10 }, 20),
  ]);
  // The walk's count and the count through the filters' indexes agree too, and so does one gathering.
  expect(searched).toEqual({ ids: walked, counted });
  expect(both).toEqual({ ids: gathered, counted });
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
    { Area: '24.69,46.6;24.69,46.71;24.8,46.71;24.8,46.6' },
    { Area: '24.69,46.6;24.69,46.71;24.8,46.71;24.75,46.65;24.8,46.6', SortBy: 'priceDesc' },
    { Area: '21,38;21,40;22.5,40;22.5,38', Query: 'فيلا' },
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
      { CityId: String(l.id('region', 'city:dammam')), Bedrooms: '2', SortBy: 'priceDesc' },
      { TransactionTypeId: String(l.id('transactiontype', 'sale')), Category: '1', SortBy: 'priceAsc' },
      { TransactionTypeId: String(l.id('transactiontype', 'rent')), MaxPrice: '900000', SortBy: 'priceDesc' },
      {
        CityId: String(l.id('region', 'city:jeddah')),
        PropertyTypeId: String(l.id('propertytype', 'villa')),
      },
    ];
    for (const query of queries) {
      const { walked, gathered } = await bothWays(query);
      expect(gathered.length).toBeGreaterThan(0);
      expect(walked).toEqual(gathered);
    }
  });
});

describe("a count walk's sample", () => {
  it('says the limit when enough of its rows match, nothing when too few do, and counts only otherwise', async () => {
    const request = matchRequestOf(propertyListQuery.parse({ PageSize: '12', Category: '1' }));
    const db = server.deps.db;
    const exact = await countUpTo(db, request.where, 1_001);
    const counting = (passes: number, fallsShort = 0) => ({
      start: request.start,
      order: request.order,
      rows: 1_000,
      limit: 1_001,
      sample: { rows: 250, passes, fallsShort },
    });
    const walkOf = (passes: number, fallsShort = 0) =>
      walk(db, {
        where: request.where,
        words: false,
        page: { start: request.start, order: request.order, rows: 1_000, count: 12 },
        counting: counting(passes, fallsShort),
      });
    expect(exact).toBeGreaterThan(3);
    expect((await walkOf(exact)).matched).toBe(1_001);
    expect((await walkOf(exact + 1)).matched).toBe(exact);
    expect((await walkOf(exact + 1, exact + 1)).matched).toBeUndefined();
    expect((await walkOf(exact + 1, exact)).matched).toBe(exact);
  });
});

describe('words too rare for a walk', () => {
  it('are gathered and counted at once, and found as a walk finds them', async () => {
    const db = server.deps.db;
    // This catalogue is small enough for ANALYZE to list every lexeme; at most ten are listed here.
    await db.execute(sql`alter table property_search alter column document set statistics 1`);
    await db.execute(sql`analyze property_search`);
    const { wordsShare } = await searchStatistics(db, new Date(Date.now() + 120_000));
    await db.execute(sql`alter table property_search alter column document set statistics -1`);
    const words = await rowsOf<{ word: string }>(
      db,
      sql`select word from property_search, unnest(tsvector_to_array(document)) as word
        group by word having count(*) >= 2 order by count(*), word`,
    );
    const rare = words.find(({ word }) => wordsShare([[{ lexeme: word }]]) === 0)?.word;
    expect(rare).toBeDefined();
    for (const SortBy of ['priceAsc', 'newest']) {
      const { walked, gathered } = await bothWays({ Query: `${rare ?? ''} `, SortBy });
      expect(gathered.length).toBeGreaterThanOrEqual(2);
      expect(walked).toEqual(gathered);
    }
  });
});

describe('ranking words: the newest matches walked and gathered give the same page and count', () => {
  function rankedOf(query: Record<string, string>, window: number): RankedRequest {
    const request = rankedRequestOf(propertyListQuery.parse({ PageSize: '12', ...query }));
    if (!request) throw new Error('a ranked search has words and no sort');
    return { ...request, page: { offset: 0, limit: 12, window } };
  }

  async function statementBothWays(request: RankedRequest) {
    type Row = { counted: number | string; ids: number[] | string; walked?: number | string | null };
    const db = server.deps.db;
    const walk = { start: request.start, order: newestFirst, rows: 10_000 };
    const [[walked], [gathered]] = await Promise.all([
      rowsOf<Row>(db, rankedStatement(request, walk)),
      rowsOf<Row>(db, rankedStatement(request, undefined)),
    ]);
    const seen = (row: Row | undefined) => ({ ids: numbers(row?.ids), counted: Number(row?.counted) });
    expect(seen(walked)).toEqual(seen(gathered));
    return { ...seen(walked), walked: numberOrNone(walked?.walked) };
  }

  const riyadh = () => String(l.id('region', 'city:riyadh'));
  it.each<Record<string, string>>([
    { Query: 'فلل' },
    { Query: 'شقق للإيجار', Category: '1' },
    { Query: 'للبيع', CityId: 'riyadh' },
    { Query: 'مستودع' },
    { Query: 'ريا' },
  ])('%o, in windows of 4 and 1,000', async (given) => {
    const query = given.CityId ? { ...given, CityId: riyadh() } : given;
    const whole = await statementBothWays(rankedOf(query, 1_000));
    expect(whole.counted).toBeGreaterThan(4);
    // A walk longer than the catalogue saw all of its start.
    expect(whole.walked).toBeGreaterThanOrEqual(whole.counted);
    const windowed = await statementBothWays(rankedOf(query, 4));
    expect(windowed.counted).toBe(5);
    expect(windowed.walked).toBeUndefined();
  });

  it('walks when the statistics put the words in enough ads for the window, and falls back to gathering', async () => {
    const db = server.deps.db;
    await db.execute(sql`analyze property_search`);
    const statistics = await searchStatistics(db, new Date(Date.now() + 120_000));
    const common = rankedOf({ Query: 'للبيع' }, 2);
    expect(rankedWalk(statistics, common)).toMatchObject({
      start: undefined,
      rows: expect.any(Number) as number,
    });
    const [walked] = await rowsOf<{ ids: number[] | string }>(db, rankedStatement(common, undefined));
    expect(await rankedPage(db, statistics, common)).toEqual({
      ids: numbers(walked?.ids),
      counted: 3,
      way: 'walked',
    });
    // The words are common but these filters are not: the walk falls short, and the matches are gathered.
    const rare = rankedOf({ Query: 'للبيع', MinPrice: '1100000' }, 2);
    expect(rankedWalk(statistics, rare)).toBeDefined();
    const [gathered] = await rowsOf<{ ids: number[] | string; counted: number }>(
      db,
      rankedStatement(rare, undefined),
    );
    expect(await rankedPage(db, statistics, rare)).toEqual({
      ids: numbers(gathered?.ids),
      counted: Number(gathered?.counted),
      way: 'gathered',
    });
    expect(rankedWalk(statistics, rankedOf({ Query: 'كلمةنادرة' }, 2))).toBeUndefined();
  });
});

describe('the sizes of the starts a walk may take', () => {
  it('are read from the statistics of the last ANALYZE: the catalogue and the ads of each value', async () => {
    const db = server.deps.db;
    await db.execute(sql`analyze property_search`);
    const sizes = (await searchStatistics(db, new Date(Date.now() + 120_000))).startSize;
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

  it("and the words' shares from the documents' most common lexemes", async () => {
    const db = server.deps.db;
    await db.execute(sql`analyze property_search`);
    const { wordsShare } = await searchStatistics(db, new Date(Date.now() + 120_000));
    const [row] = await rowsOf<{ sale: number | string; villa: number | string; ads: number | string }>(
      db,
      sql`select count(*) filter (where document @@ 'بيع'::tsquery) as sale,
        count(*) filter (where document @@ 'فيلا'::tsquery) as villa, count(*) as ads from property_search`,
    );
    const share = (n: number | string | undefined) => Number(n) / Number(row?.ads);
    expect(share(row?.sale)).toBeGreaterThan(0.1);
    expect(wordsShare([[{ lexeme: 'بيع' }]])).toBeCloseTo(share(row?.sale), 2);
    expect(wordsShare([[{ lexeme: 'بيع' }], [{ lexeme: 'فيلا' }]])).toBeCloseTo(
      Math.min(share(row?.sale), share(row?.villa)),
      2,
    );
    expect(wordsShare([[{ lexeme: 'بي', prefix: true }]])).toBeGreaterThanOrEqual(
      wordsShare([[{ lexeme: 'بيع' }]]),
    );
    expect(wordsShare([[{ lexeme: 'كلمةنادرة' }]])).toBe(0);
  });
});
