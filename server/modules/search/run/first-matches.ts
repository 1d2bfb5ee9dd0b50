import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { bitmapsOnly } from '#server/db/bitmap-scans.js';
import { countOfWalk, sampleOf } from '../plan/count-rule.js';
import { commaList, numbers, rowsOf, whole } from '#server/db/raw-rows.js';
import type { Choice } from '#server/modules/search/analyse/index.js';
import type { SearchStatistics } from '../plan/search-statistics.js';
import type { StartSize } from '../plan/start-sizes.js';
import {
  walk,
  walkStatement,
  type FixedMatches,
  type Walk,
  type WalkRequest,
  type Walked,
} from '../plan/walk.js';

/**
 * How many rows of an order a page's walk reads before the filters' own indexes are asked instead,
 * and how many a count's walk reads. Words are matched on the table's rows, so walks with words are
 * shorter.
 */
export const WALKED_ROWS = 5_000;
export const WALKED_ROWS_WITH_WORDS = 1_000;
export const COUNTED_ROWS = 10_000;

/**
 * How long a page's walk may grow, once, when its matches fell short: as long as its share of
 * matches says the page needs, with a quarter more, up to these; beyond them, or with no match at
 * all, the matches are gathered. An index-only walk of 50,000 rows costs less than gathering the
 * tens of thousands of matches a share of a percent or more means at 1,000,000 ads.
 */
export const LONGEST_WALK = 50_000;
export const LONGEST_WALK_WITH_WORDS = 5_000;

/**
 * The lengths a longer walk takes, the next one up from what it needs: a length is written into the
 * statement, and a few of them keep its texts few (each is parsed and planned once per connection).
 */
const WALK_LENGTHS = [2_000, 5_000, 10_000, 20_000, LONGEST_WALK];

/** A walk's start, bound and order, before its length is known. */
export type WalkPath = Omit<Walk, 'rows'>;

export interface MatchRequest extends WalkPath {
  where: SQL | undefined;
  /** `where` in the fixed form walks send (walk.ts `FixedMatches`). */
  fixed?: FixedMatches | undefined;
  /** Whether `where` matches words (reads the document, which no sort index carries). */
  words: boolean;
  /** What a match must hold of the words (lexemes.ts `matchGroups`), when known. */
  groups?: Choice[][];
  /** How many of the first matches are wanted. */
  count: number;
}

/** A count's path, and the newest of its start to count along instead (see `countPathOf`). */
export interface CountPath extends WalkPath {
  limit: number;
  newest?: WalkPath;
}

/** How far statistics must put a start above a count's rows for its bounded walk not to be tried. */
const LARGE_START = 3;

/**
 * A walk within a range counts exactly when the range holds fewer ads than the walk's rows, but a
 * walk that stops short of the range's end tells nothing of the rest. So a start that statistics put
 * far above the count's rows, and any count of words (their walks are short), walk the newest of the
 * start instead, whose share of matches can say the count passes its limit (count-rule.ts).
 */
function countPathOf(counting: CountPath, words: boolean, sizes: StartSize): CountPath {
  const { newest, ...path } = counting;
  if (!path.bound || !newest) return path;
  const large = (sizes(path.start) ?? 0) > LARGE_START * COUNTED_ROWS;
  return words || large ? { ...newest, limit: path.limit } : path;
}

const pageRows = (words: boolean) => (words ? WALKED_ROWS_WITH_WORDS : WALKED_ROWS);
const countRows = (words: boolean) => (words ? WALKED_ROWS_WITH_WORDS : COUNTED_ROWS);

/**
 * The ids of the first `count` matches in `order`. The planner cannot know how filters and words
 * correlate with an order (no villa among the cheapest ads, no rent among the sales) and guessed
 * wrong both ways, walking a whole index or gathering a third of the catalogue. So nothing is left
 * to its guess: the order's first rows are walked, which is enough when matches are common; when
 * they are not, the matches are gathered through the filters' and words' indexes and sorted, which
 * is cheap because they are few.
 */
export async function firstMatches(
  db: Database,
  statistics: SearchStatistics,
  request: MatchRequest,
): Promise<number[]> {
  return (await searchMatches(db, statistics, request, undefined)).ids;
}

/**
 * The first matches and how many there are up to `limit`, counted along a count's path (a walk
 * that reads no more than it must), in one statement when the walks are enough: the count is the
 * walk's own, or said to pass the limit (count-rule.ts); else counted through the filters' indexes.
 */
export async function searchMatches(
  db: Database,
  statistics: SearchStatistics,
  request: MatchRequest,
  paths: CountPath | undefined,
): Promise<{ ids: number[]; counted: number }> {
  if (paths && tooRareToWalk(statistics, request)) return gatheredAndCounted(db, request, paths.limit);
  const sizes = statistics.startSize;
  const counting = paths && countPathOf(paths, request.words, sizes);
  const walks = walkRequest(request, counting, sizes);
  const seen = await walk(db, walks);
  const everyMatch = request.where === undefined;
  const pageDone =
    seen.ids.length === request.count ||
    everyMatch ||
    (seen.pageWalked !== undefined && seen.pageWalked < walks.page.rows);
  const counted = countSaid(walks, seen, sizes, everyMatch);
  const limit = counting?.limit ?? 0;
  const longer = pageDone ? undefined : longerWalk(request, walks, seen.ids.length);
  if (!pageDone && !longer && counted === undefined) return gatheredAndCounted(db, request, limit);
  const [ids, count] = await Promise.all([
    pageDone ? seen.ids : longerWalkOrGather(db, request, longer),
    counted ?? countUpTo(db, request.where, limit),
  ]);
  return { ids, counted: count };
}

/** What the walks say of the count: 0 when none was asked, undefined when it must be counted. */
function countSaid(walks: WalkRequest, seen: Walked, sizes: StartSize, everyMatch: boolean) {
  const { counting } = walks;
  if (!counting) return 0;
  if (seen.matched === undefined) return undefined;
  return countOfWalk(
    {
      matched: seen.matched,
      walked: everyMatch ? 0 : seen.countWalked,
      rows: counting.rows,
      bounded: counting.bound !== undefined,
    },
    counting.limit,
    counting.bound ? undefined : sizes(counting.start),
  );
}

/** A page's walk grown to the length its share of matches says, when that is not too long. */
function longerWalk(request: MatchRequest, walks: WalkRequest, found: number): WalkRequest | undefined {
  const rows = WALK_LENGTHS.find((length) => length >= (request.count / found) * walks.page.rows * 1.25);
  if (found === 0 || rows === undefined || rows > (request.words ? LONGEST_WALK_WITH_WORDS : LONGEST_WALK)) {
    return undefined;
  }
  return { ...walks, counting: undefined, page: { ...walks.page, rows, full: false } };
}

async function longerWalkOrGather(
  db: Database,
  request: MatchRequest,
  longer: WalkRequest | undefined,
): Promise<number[]> {
  if (longer) {
    const seen = await walk(db, longer);
    const seenAll = seen.pageWalked !== undefined && seen.pageWalked < longer.page.rows;
    if (seen.ids.length === request.count || seenAll) return seen.ids;
  }
  return gatheredMatches(db, request);
}

/**
 * Words that the statistics put in too few ads for the longest walk to find the page: their matches
 * are gathered and counted at once, through the words' index, without walking first.
 */
function tooRareToWalk(statistics: SearchStatistics, request: MatchRequest): boolean {
  if (!request.words || request.groups === undefined) return false;
  return statistics.wordsShare(request.groups) * LONGEST_WALK_WITH_WORDS < request.count;
}

/** The walks of one search, their lengths set (a page longer than its walk asks nothing of it: it is gathered). */
function walkRequest(
  request: MatchRequest,
  counting: CountPath | undefined,
  sizes: StartSize = () => undefined,
): WalkRequest {
  const { where, fixed, words, start, bound, order, count } = request;
  const rows = pageRows(words);
  const full = (path: WalkPath, walked: number) =>
    path.bound === undefined && (sizes(path.start) ?? 0) > FULL_MARGIN * walked;
  const countWalk = (path: CountPath) => {
    const partial = full(path, countRows(words));
    const sample = sampleOf(path.limit, sizes(path.start), { bounded: path.bound !== undefined, partial });
    return { ...path, rows: countRows(words), full: partial, sample };
  };
  return {
    where,
    fixed,
    words,
    page: { start, bound, order, rows, full: full(request, rows), count: count <= rows ? count : 0 },
    counting: counting && countWalk(counting),
  };
}

/** How far statistics must put a start above a walk's rows for the walk not to count them. */
const FULL_MARGIN = 1.5;

/** The statements of `searchMatches`, for reading their plans. */
export function matchStatements(
  db: Pick<Database, 'select'>,
  request: MatchRequest,
  counting: CountPath | undefined,
) {
  return [
    walkStatement(walkRequest(request, counting && countPathOf(counting, request.words, () => undefined))),
    gather(db, request),
    countStatement(db, request.where, counting?.limit ?? request.count),
    gatherAndCount(request, counting?.limit ?? request.count),
  ] as const;
}

/** The first matches of a walk alone, and of a gathering alone: the two ways must agree. */
export const walkedMatches = async (db: Database, request: MatchRequest) =>
  (await walk(db, walkRequest(request, undefined))).ids;

export async function gatheredMatches(db: Database, request: MatchRequest): Promise<number[]> {
  const rows = await bitmapsOnly(db, (tx) => gather(tx, request));
  return rows.map((row) => row.id);
}

/** The first matches and their count up to `limit`, both from one gathering through the filters' indexes. */
export async function gatheredAndCounted(
  db: Database,
  request: MatchRequest,
  limit: number,
): Promise<{ ids: number[]; counted: number }> {
  const [row] = await bitmapsOnly(db, (tx) =>
    rowsOf<{ ids: number[] | string; counted: number | string }>(tx, gatherAndCount(request, limit)),
  );
  return { ids: numbers(row?.ids), counted: Number(row?.counted ?? 0) };
}

/** Every match once, named "matches" and read as the table, so the order, written on its columns, reads it. */
export function gatherAndCount({ where, order, count }: MatchRequest, limit: number): SQL {
  return sql`with "matches" as materialized (select ${commaList(sortColumns)} from ${s} where ${where ?? sql`true`})
    select array(select "id" from "matches" "property_search" order by ${commaList(order)} limit ${whole(count)}) as "ids",
      (select count(*) from (select 1 from "matches" limit ${whole(limit)}) m)::int as "counted"`;
}

/** The columns every order reads. */
const sortColumns = [s.id, s.publishedAt, s.price, s.area].map((column) => sql.identifier(column.name));

/** The matches counted through the filters' indexes, up to `limit`. */
export async function countUpTo(db: Database, where: SQL | undefined, limit: number): Promise<number> {
  const [counted] = await bitmapsOnly(db, (tx) => countStatement(tx, where, limit));
  return counted?.n ?? 0;
}

function gather(db: Pick<Database, 'select'>, { where, order, count }: MatchRequest) {
  return db
    .select({ id: s.id })
    .from(s)
    .where(where)
    .orderBy(...order)
    .limit(count);
}

function countStatement(db: Pick<Database, 'select'>, where: SQL | undefined, limit: number) {
  const upTo = db
    .select({ one: sql`1` })
    .from(s)
    .where(where)
    .limit(limit)
    .as('up_to');
  return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(upTo);
}
