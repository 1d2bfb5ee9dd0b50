import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { commaList, numberOrNone, numbers, preparedRows, whole } from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { startCondition } from './search-filters.js';
import type { CountSample } from './count-rule.js';
import type { Start } from './start-sizes.js';

/**
 * An order's first `rows` rows among a start's ads, from the filters' bound on the order's leading
 * column (a price range for the cheapest first): one sort index read in order (migrations 0014 and
 * 0015 lead them with each start and make them carry every filter column, so no table row is read
 * unless words are matched).
 */
export interface Walk {
  start: Start;
  bound?: SQL | undefined;
  order: SQL[];
  rows: number;
  /** The start holds well over `rows` ads (statistics say so), so the walk reads all its rows. */
  full?: boolean;
}

/** The matches of `where` along a page's walk and along a count's walk, sent as one statement. */
export interface WalkRequest {
  where: SQL | undefined;
  /** Whether `where` matches words: the walks then read the document, which no sort index carries. */
  words: boolean;
  page: Walk & { count: number };
  counting?: (Walk & { limit: number; sample?: CountSample | undefined }) | undefined;
}

/** What the walks saw. `walked` is how many rows a walk held, read only when its matches fell short. */
export interface Walked {
  ids: number[];
  pageWalked: number | undefined;
  /** Undefined when the count walk's sample said it could not count (count-rule.ts `CountSample`). */
  matched: number | undefined;
  countWalked: number | undefined;
}

/** Every column a filter or an order reads; the sort indexes carry them all. */
const filterColumns = [
  s.id,
  s.category,
  s.transactionTypeId,
  s.propertyTypeId,
  s.regionId,
  s.cityId,
  s.price,
  s.area,
  s.bedrooms,
  s.bathrooms,
  s.industryTypeId,
  s.isFeatured,
  s.agentId,
  s.latitude,
  s.longitude,
  s.publishedAt,
];

/** A walk as a subquery named as the table, so the filters and orders, written on its columns, read it. */
export function walked(walk: Walk, words: boolean): SQL {
  const columns = words ? [...filterColumns, s.document] : filterColumns;
  return sql`(select ${commaList(columns.map((column) => sql.identifier(column.name)))} from ${s}
    where ${and(startCondition(walk.start), walk.bound) ?? sql`true`}
    order by ${commaList(walk.order)} limit ${whole(walk.rows)}) "property_search"`;
}

/**
 * Both walks in one statement, each read only as far as it needs: the page's first `count` matches,
 * the count's matches up to `limit`; then, only for a walk whose matches fell short, how many rows it
 * held, which tells whether it saw every ad it could. (`offset 0` keeps the inner select whole, so
 * the outer one reads its answers instead of running them again.)
 */
export function walkStatement({ where, words, page, counting }: WalkRequest): SQL {
  const matches = where ?? sql`true`;
  const limit = whole(counting?.limit ?? 0);
  // A value, not written in: the page's length varies with the page, the statement should not.
  const count = sql`${page.count}::int`;
  const pageWalk = walked(page, words);
  const countWalk = counting ? walked(counting, words) : pageWalk;
  const counted = sql`(select count(*) from (select 1 from ${countWalk} where ${matches} limit ${limit}) m)`;
  return sql`select "ids", "matched",
      case when cardinality("ids") < ${count} then ${heldRows(page)} end as "pageWalked",
      case when "matched" < ${limit} then ${heldRows(counting ?? page)} end as "countWalked"
    from (select
      array(select "id" from ${pageWalk} where ${matches} order by ${commaList(page.order)} limit ${count}) as "ids",
      ${counting?.sample ? sampledCount(counting, counting.sample, words, matches, counted) : counted}::int as "matched"
      offset 0) w`;
}

/**
 * The count's limit when enough of the count walk's first rows match, nothing when too few do
 * (count-rule.ts `CountSample`), else the count (not run in the other two cases). The sample's
 * thresholds are sent as values: they vary with the start's size, the statement does not.
 */
function sampledCount(
  counting: Walk & { limit: number },
  sample: CountSample,
  words: boolean,
  matches: SQL,
  counted: SQL,
): SQL {
  const sampled = walked({ ...counting, rows: sample.rows }, words);
  return sql`(select case when "sampled" >= ${sample.passes}::int then ${whole(counting.limit)}
      when "sampled" < ${sample.fallsShort}::int then null else ${counted} end
    from (select count(*) as "sampled" from ${sampled} where ${matches}) s)`;
}

/** How many rows a walk holds (its index alone is read: no words are matched). */
export const heldRows = (walk: Walk): SQL =>
  walk.full ? whole(walk.rows) : sql`(select count(*) from ${walked(walk, false)})::int`;

interface WalkedRow {
  ids: number[] | string;
  matched: number | string | null;
  pageWalked: number | string | null;
  countWalked: number | string | null;
}

export async function walk(db: Database, request: WalkRequest): Promise<Walked> {
  const [row] = await preparedRows<WalkedRow>(db, walkStatement(request));
  if (!row) throw new Error('a walk answers one row');
  return {
    ids: numbers(row.ids),
    pageWalked: numberOrNone(row.pageWalked),
    matched: numberOrNone(row.matched),
    countWalked: numberOrNone(row.countWalked),
  };
}
