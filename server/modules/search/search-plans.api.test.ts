import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { propertyListQuery } from '#contract/properties.js';
import { searchStatements } from '#server/modules/search/run/public-search.js';
import { bitmapsOnly } from '#server/db/bitmap-scans.js';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { plansWithoutSeqScans } from '#server/test/support/readers/explain-plans.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 16: no query of the public search scans the search table, short words included. With
 * sequential scans priced out, a plan that still holds one has no index to use.
 */

const server = useTestServer();

function plansOf(query: Record<string, string>): Promise<string[]> {
  const parsed = propertyListQuery.parse({ PageSize: '12', ...query });
  return plansWithoutSeqScans(server.deps.db, (tx) => searchStatements(tx, parsed));
}

describe('the public search never scans', () => {
  it.each([
    ['a query of 2-letter words', { Query: 'ab قب' }],
    ['a 1-letter word', { Query: 'ب' }],
    ['a word being typed', { Query: 'مستود' }],
    ['words and a sort', { Query: 'فلل الرياض', SortBy: 'priceAsc' }],
    ['filters only', { Category: '1', MinPrice: '100000', Bedrooms: '3' }],
    ['a map box', { MinLat: '24.5', MaxLat: '24.9', MinLng: '46.5', MaxLng: '46.9' }],
    ['nothing at all', {}],
    ["an office's ads", { OfficeId: '1', SortBy: 'priceAsc', MinPrice: '100000' }],
    ["an office's ads by words", { OfficeId: '1', Query: 'فلل' }],
  ])('%s: every statement reads an index', async (_name, query) => {
    const plans = await plansOf(query);
    expect(plans.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) {
      expect(plan).toMatch(/Index|Bitmap/);
      expect(plan, plan).not.toMatch(/Seq Scan on property_search/);
    }
  });
});

describe("an office's ads", () => {
  it('are found through the index of properties.office_id (ADR 0039, "The office page")', async () => {
    const [plan] = await plansOf({ OfficeId: '7', TransactionTypeId: '1', SortBy: 'priceDesc' });
    expect(plan).toContain('properties_office_idx');
  });
});

describe('a price walk of a transaction in a place', () => {
  it.each([
    ['a city', { CityId: '3' }, 'property_search_transaction_city_price_idx'],
    ['a region', { RegionId: '2' }, 'property_search_transaction_region_price_idx'],
  ])('in %s walks that transaction of the place by price (ADR 0004 item 14)', async (_name, place, index) => {
    const plans = await plansOf({ ...place, TransactionTypeId: '1', MaxPrice: '900000', SortBy: 'priceAsc' });
    expect(
      plans.some((plan) => plan.includes(index)),
      plans.join('\n\n'),
    ).toBe(true);
  });
});

describe('a property type in a city', () => {
  it.each([
    ['newest', 'property_search_type_city_newest_idx'],
    ['priceAsc', 'property_search_type_city_price_idx'],
    ['areaDesc', 'property_search_type_city_area_idx'],
  ])('sorted by %s walks that type of the city (ADR 0004 item 16)', async (sortBy, index) => {
    // The walks' statement comes first; the gathers after it may take the index on their own.
    const [walks] = await plansOf({ PropertyTypeId: '3', CityId: '3', Bedrooms: '3', SortBy: sortBy });
    expect(walks).toContain(index);
  });
});

describe('every connection of the pool', () => {
  it('compiles no statement and starts no parallel workers (ADR 0004 item 10)', async () => {
    const settings = await Promise.all(
      Array.from({ length: 12 }, () =>
        rowsOf<{ jit: string; workers: string }>(
          server.deps.db,
          sql`select current_setting('jit') as jit,
            current_setting('max_parallel_workers_per_gather') as workers`,
        ),
      ),
    );
    expect(settings.map(([row]) => row)).toEqual(
      Array.from({ length: 12 }, () => ({ jit: 'off', workers: '0' })),
    );
  });
});

describe('the connections that gather matches', () => {
  const settingsOf = (db: Pick<Database, 'execute'>) =>
    rowsOf<{ seq: string; index: string; indexOnly: string }>(
      db,
      sql`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as index,
        current_setting('enable_indexonlyscan') as "indexOnly"`,
    );

  it('plan only bitmap scans, each statement on its own, while the others plan as usual', async () => {
    const gathering = await Promise.all(
      Array.from({ length: 8 }, () => bitmapsOnly(server.deps.db, (tx) => settingsOf(tx))),
    );
    expect(gathering.map(([row]) => row)).toEqual(
      Array.from({ length: 8 }, () => ({ seq: 'off', index: 'off', indexOnly: 'off' })),
    );
    const others = await Promise.all(Array.from({ length: 12 }, () => settingsOf(server.deps.db)));
    expect(others.map(([row]) => row)).toEqual(
      Array.from({ length: 12 }, () => ({ seq: 'on', index: 'on', indexOnly: 'on' })),
    );
  });
});
