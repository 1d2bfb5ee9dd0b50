import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { commaList, numberOrNone, numbers, preparedRows, rowsOf, whole } from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import type { Choice } from '#server/modules/search/analyse/index.js';
import { bitmapsOnly } from '#server/db/bitmap-scans.js';
import type { SearchStatistics } from '../plan/search-statistics.js';
import { newestFirst } from '../plan/search-order.js';
import type { Start } from '../plan/start-sizes.js';
import { heldRows, walked, type Walk } from '../plan/walk.js';

export interface RankedRequest {
  where: SQL | undefined;
  /** The order of the page (search-order.ts `byRelevance`). */
  rank: SQL[];
  /** The start of a walk of the newest (search-filters.ts `walkStarts`), and the words' groups. */
  start: Start;
  groups: Choice[][];
  page: { offset: number; limit: number; window: number };
}

/**
 * A page of words ranked by relevance among their newest `window` matches, and those matches counted
 * up to one past the window, in one statement. Words that the statistics put in a large share of the
 * ads are found by walking the newest (rent is in a third of the ads: its newest thousand are in the
 * newest three thousand); others, and a walk that fell short, gather their matches through the words'
 * and filters' indexes.
 */
export async function rankedPage(
  db: Database,
  statistics: SearchStatistics,
  request: RankedRequest,
): Promise<RankedIds> {
  const walk = rankedWalk(statistics, request);
  if (walk) {
    const [row] = await preparedRows<RankedRow>(db, rankedStatement(request, walk));
    const walked = numberOrNone(row?.walked);
    const ranked = rankedOf(row, 'walked');
    if (ranked.counted > request.page.window || (walked !== undefined && walked < walk.rows)) return ranked;
  }
  const [row] = await bitmapsOnly(db, (tx) => rowsOf<RankedRow>(tx, rankedStatement(request, undefined)));
  return rankedOf(row, 'gathered');
}

export interface RankedIds {
  ids: number[];
  counted: number;
  /** How the matches were found. */
  way: 'walked' | 'gathered';
}

/** How much a row read on a walk with its words costs, in matches gathered through a bitmap (bench/README.md). */
const WALKED_ROW_COST = 3;
/** How many more rows than its share of matches says a walk reads. */
const WALK_MARGIN = 1.25;
export const LONGEST_RANKED_WALK = 20_000;

/**
 * The walk of the newest that finds the window's matches of common words, when it costs less than
 * gathering them: `window / share` rows against `share × ads` matches. None when the start's size is
 * not known (it is then small) or the words are not common.
 */
export function rankedWalk(
  statistics: SearchStatistics,
  request: Omit<RankedRequest, 'where' | 'rank'>,
): Walk | undefined {
  const share = statistics.wordsShare(request.groups);
  const ads = statistics.startSize(request.start);
  if (!(share > 0) || ads === undefined) return undefined;
  const rows = Math.ceil((WALK_MARGIN * (request.page.window + 1)) / share);
  if (rows > LONGEST_RANKED_WALK || rows * WALKED_ROW_COST > share * ads) return undefined;
  return { start: request.start, order: newestFirst, rows, full: ads > 1.5 * rows };
}

interface RankedRow {
  counted: number | string;
  ids: number[] | string;
  walked?: number | string | null;
}

const rankedOf = (row: RankedRow | undefined, way: RankedIds['way']): RankedIds => ({
  ids: numbers(row?.ids),
  counted: Number(row?.counted ?? 0),
  way,
});

/**
 * The newest `window` + 1 matches, from a walk or from the whole table, then ranked. The matches are
 * named "matches" and read as "property_search", so the filters, the order and the rank, written on
 * the table's columns, read them, while a walk's own count reads the table.
 */
export function rankedStatement({ where, rank, page }: RankedRequest, walk: Walk | undefined): SQL {
  const matches = where ?? sql`true`;
  const order = commaList(newestFirst);
  const walkedRows = walk
    ? sql`, case when (select count(*) from "matches") <= ${whole(page.window)} then ${heldRows(walk)} end as "walked"`
    : sql``;
  return sql`with "matches" as materialized (
      select ${s.id}, ${s.document}, ${s.publishedAt} from ${walk ? walked(walk, true) : s}
      where ${matches} order by ${order} limit ${whole(page.window + 1)})
    select (select count(*) from "matches")::int as "counted",
      array(select "id" from (select *, row_number() over (order by ${order}) as "newest"
        from "matches" "property_search") "property_search" where "newest" <= ${whole(page.window)}
        order by ${commaList(rank)} limit ${whole(page.limit)} offset ${whole(page.offset)}) as "ids"
      ${walkedRows}`;
}
