import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import {
  commaList,
  compiledStatement,
  numbers,
  preparedRows,
  runCompiled,
  whole,
  type Compiled,
} from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { runningPromotions } from '#server/modules/ads/index.js';
import { fixedFilters, type Put } from '../plan/search-filters.js';
import { newestFirst } from '../plan/search-order.js';
import { filterColumns as searchColumns, type FixedMatches } from '../plan/walk.js';

/**
 * How many featured ads stand above the first page of a search in its default order (ADR 0041,
 * "Where a feature shows").
 */
export const FEATURED_SLOTS = 3;

/**
 * Staff featuring has no bound of its own (paid featuring has its price), so the slots look among the
 * newest STAFF_FEATURED_WALK of it, in its own partial index, and take at most
 * STAFF_FEATURED_CANDIDATES of their matches to pick from.
 */
export const STAFF_FEATURED_WALK = 200;
export const STAFF_FEATURED_CANDIDATES = 20;

/** The columns the filters read, and the words (`featuredSlots` reads no other). */
const filterColumns = [...searchColumns, s.document].map((column) => sql.identifier(column.name));

/**
 * Up to FEATURED_SLOTS featured ads among a search's matches, in turn: paid featuring first, as
 * bought, its running ads read in a random order (from the promotions' index) and each one's search
 * row probed by its key until three match (`offset 0` keeps the probe a probe: the planner may not
 * turn it into a join that reads the filters' matches), so a common search reads a few; then, for
 * slots left, a random few of the newest matches staff featured. Never the whole catalogue, nor every
 * featured ad. The matches are in the walks' fixed form (no index of the filters is read), so there
 * are two statement texts, with words and without, each compiled once.
 */
export async function featuredSlots(db: Database, matches: FixedMatches): Promise<number[]> {
  const words = matches.text !== undefined;
  const values = { ...matches.values, text: matches.text };
  const rows = await runCompiled<{ ids: number[] | string }>(db, compiledSlots(words), values, () =>
    slotsStatement(words, (name) => sql`${values[name as keyof typeof values] ?? null}`),
  );
  return numbers(rows[0]?.ids);
}

const compiled = new Map<boolean, Compiled>();

function compiledSlots(words: boolean): Compiled {
  const kept =
    compiled.get(words) ?? compiledStatement(slotsStatement(words, (name) => sql.placeholder(name)));
  compiled.set(words, kept);
  return kept;
}

function slotsStatement(words: boolean, put: Put): SQL {
  const matches = words
    ? sql`${fixedFilters(put)} and ${s.document} @@ to_tsquery('simple', ${put('text')})`
    : fixedFilters(put);
  const slots = whole(FEATURED_SLOTS);
  return sql`with "paid" as materialized (${runningPromotions()} order by random())
    select array(select "id" from (
      (select "matched"."id", 0 as "kind" from "paid" cross join lateral (
          select ${s.id} from ${s} where ${s.id} = "paid"."id" and ${matches} offset 0) "matched"
        limit ${slots})
      union all
      (select "id", 1 from (select ${s.id} from (select ${commaList(filterColumns)} from ${s}
          where ${s.isFeatured} order by ${commaList(newestFirst)} limit ${whole(STAFF_FEATURED_WALK)}) ${s}
          where ${matches} limit ${whole(STAFF_FEATURED_CANDIDATES)}) "staff"
        order by random() limit ${slots})
    ) "featured" group by "id" order by min("kind"), random() limit ${slots}) as "ids"`;
}

export interface FeaturedListRequest {
  /** The search's filters and words, but not `IsFeatured`. */
  where: SQL | undefined;
  /** The order each kind's matches are taken in (at most `window` + 1 of the staff's). */
  order: SQL[];
  /** The page's order: `order`, or relevance for words without a sort. */
  pageOrder: SQL[];
  /** Whether `pageOrder` reads the document. */
  words: boolean;
  page: { offset: number; limit: number; window: number };
}

/**
 * A list of featured ads only (`IsFeatured=true`: the home's featured places, the featured list):
 * those staff featured and those whose paid featuring runs, in one statement. The paid ones are read
 * through the promotions' index, the staff's through their partial index, up to one past the window in
 * the list's order; the page and the count (up to the window) are taken from both.
 */
export async function featuredListPage(
  db: Database,
  { where, order, pageOrder, words, page }: FeaturedListRequest,
): Promise<{ ids: number[]; counted: number }> {
  const matches = where ?? sql`true`;
  const columns = commaList([s.id, s.publishedAt, s.price, s.area, ...(words ? [s.document] : [])]);
  const [row] = await preparedRows<{ ids: number[] | string; counted: number | string }>(
    db,
    sql`with "matches" as materialized (
        select ${columns} from (${runningPromotions()}) "paid" join ${s} on ${s.id} = "paid"."id"
          where not ${s.isFeatured} and ${matches}
        union all
        (select ${columns} from ${s} where ${s.isFeatured} and ${matches}
          order by ${commaList(order)} limit ${whole(page.window + 1)}))
      select array(select "id" from "matches" "property_search" order by ${commaList(pageOrder)}
          limit ${whole(page.limit)} offset ${whole(page.offset)}) as "ids",
        (select count(*) from "matches")::int as "counted"`,
  );
  return { ids: numbers(row?.ids), counted: Number(row?.counted ?? 0) };
}
