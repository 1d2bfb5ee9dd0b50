import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import {
  commaList,
  compiledStatement,
  numberOrNone,
  numbers,
  preparedRows,
  runCompiled,
  whole,
  type Compiled,
} from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { boundCondition, fixedFilters, startCondition, type Bound, type Put } from './search-filters.js';
import { orderName } from './search-order.js';
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
  bound?: Bound | undefined;
  order: SQL[];
  rows: number;
  /** The start holds well over `rows` ads (statistics say so), so the walk reads all its rows. */
  full?: boolean;
}

/**
 * What a walk's rows must match, in the fixed form (search-filters.ts `fixedFilters`): the filters'
 * values and the words' tsquery, if any.
 */
export interface FixedMatches {
  values: Record<string, unknown>;
  text?: string | undefined;
}

/** The matches of `where` along a page's walk and along a count's walk, sent as one statement. */
export interface WalkRequest {
  where: SQL | undefined;
  /** `where` in the fixed form; without it the statement is written out for `where` alone. */
  fixed?: FixedMatches | undefined;
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
export const filterColumns = [
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

const columnList = (words: boolean) =>
  sql.raw(
    (words ? [...filterColumns, s.document] : filterColumns).map((column) => `"${column.name}"`).join(', '),
  );
const COLUMNS = { plain: columnList(false), words: columnList(true) };

/** Values written as themselves. */
const asThemselves =
  (values: Record<string, unknown>): Put =>
  (name) =>
    sql`${values[name]}`;

const prefixed =
  (put: Put, prefix: string): Put =>
  (name) =>
    put(`${prefix}${name}`);

/**
 * A walk as a subquery named as the table, so the filters and orders, written on its columns, read it.
 * `put` writes its start's value and its bound's ends.
 */
export function walked(walk: Walk, words: boolean, put: Put = asThemselves(walkValues(walk, ''))): SQL {
  return sql`(select ${words ? COLUMNS.words : COLUMNS.plain} from ${s}
    where ${and(startCondition(walk.start, put), boundCondition(walk.bound, put)) ?? sql`true`}
    order by ${commaList(walk.order)} limit ${whole(walk.rows)}) "property_search"`;
}

/** The values of a walk's start and bound, named with `prefix`. */
function walkValues(walk: Walk, prefix: string): Record<string, unknown> {
  return {
    [`${prefix}start`]: walk.start?.value,
    [`${prefix}startPlace`]: walk.start?.place?.value,
    [`${prefix}min`]: walk.bound?.min,
    [`${prefix}max`]: walk.bound?.max,
  };
}

/** Every value of a walk request's statement, by the names its placeholders take. */
function requestValues({ fixed, page, counting }: WalkRequest): Record<string, unknown> {
  return {
    ...fixed?.values,
    text: fixed?.text,
    count: page.count,
    passes: counting?.sample?.passes,
    fallsShort: counting?.sample?.fallsShort,
    ...walkValues(page, 'page'),
    ...(counting && walkValues(counting, 'counting')),
  };
}

/** What the matches are written as: the fixed form with its words, or `where`. */
function matchesOf(request: WalkRequest, put: Put): SQL {
  if (!request.fixed) return request.where ?? sql`true`;
  const words =
    request.fixed.text !== undefined && sql`${s.document} @@ to_tsquery('simple', ${put('text')})`;
  return words ? sql`${fixedFilters(put)} and ${words}` : fixedFilters(put);
}

/**
 * Both walks in one statement, each read only as far as it needs: the page's first `count` matches,
 * the count's matches up to `limit`; then, only for a walk whose matches fell short, how many rows it
 * held, which tells whether it saw every ad it could. (`offset 0` keeps the inner select whole, so
 * the outer one reads its answers instead of running them again.) `put` writes its values.
 */
function walkSql(request: WalkRequest, put: Put): SQL {
  const { words, page, counting } = request;
  const matches = matchesOf(request, put);
  const limit = whole(counting?.limit ?? 0);
  const count = sql`${put('count')}::int`;
  const pagePut = prefixed(put, 'page');
  const countPut = counting ? prefixed(put, 'counting') : pagePut;
  const pageWalk = walked(page, words, pagePut);
  const countWalk = counting ? walked(counting, words, countPut) : pageWalk;
  const counted = sql`(select count(*) from (select 1 from ${countWalk} where ${matches} limit ${limit}) m)`;
  const sampled =
    counting?.sample &&
    sql`(select case when "sampled" >= ${put('passes')}::int then ${whole(counting.limit)}
      when "sampled" < ${put('fallsShort')}::int then null else ${counted} end
    from (select count(*) as "sampled" from ${walked({ ...counting, rows: counting.sample.rows }, words, countPut)} where ${matches}) s)`;
  return sql`select "ids", "matched",
      case when cardinality("ids") < ${count} then ${heldRows(page, pagePut)} end as "pageWalked",
      case when "matched" < ${limit} then ${heldRows(counting ?? page, countPut)} end as "countWalked"
    from (select
      array(select "id" from ${pageWalk} where ${matches} order by ${commaList(page.order)} limit ${count}) as "ids",
      ${sampled ?? counted}::int as "matched"
      offset 0) w`;
}

/** The statement of a walk request, its values written in (for reading its plan, and on PGlite). */
export const walkStatement = (request: WalkRequest): SQL =>
  walkSql(request, asThemselves(requestValues(request)));

/** How many rows a walk holds (its index alone is read: no words are matched). */
export const heldRows = (walk: Walk, put: Put = asThemselves(walkValues(walk, ''))): SQL =>
  walk.full ? whole(walk.rows) : sql`(select count(*) from ${walked(walk, false, put)})::int`;

/**
 * What decides a walk request's statement text, or undefined when its matches are not in the fixed
 * form or an order is not one of the search's own: two requests of one shape differ only in values.
 */
function shapeOf(request: WalkRequest): string | undefined {
  const walkShape = (walk: Walk) => {
    const order = orderName(walk.order);
    const start = walk.start && [walk.start.column, walk.start.place?.column];
    return order && [start, walk.bound?.column.name, order, walk.rows, walk.full === true];
  };
  const page = walkShape(request.page);
  const counting = request.counting && walkShape(request.counting);
  if (!page || (request.counting && !counting) || (request.where && !request.fixed)) return undefined;
  const matches = request.fixed ? request.fixed.text !== undefined : 'none';
  const sample = request.counting?.sample?.rows;
  return JSON.stringify([matches, request.words, page, counting, request.counting?.limit, sample]);
}

/** Statement texts by shape: a few hundred shapes at most, each compiled once. */
const compiledShapes = new Map<string, Compiled>();
const MAX_SHAPES = 2_000;

function compiledWalk(request: WalkRequest, shape: string): Compiled {
  const kept = compiledShapes.get(shape);
  if (kept) return kept;
  if (compiledShapes.size >= MAX_SHAPES) compiledShapes.clear();
  const compiled = compiledStatement(walkSql(request, (name) => sql.placeholder(name)));
  compiledShapes.set(shape, compiled);
  return compiled;
}

interface WalkedRow {
  ids: number[] | string;
  matched: number | string | null;
  pageWalked: number | string | null;
  countWalked: number | string | null;
}

/**
 * Runs a walk request: on PostgreSQL, as its shape's prepared statement (compiled once per process,
 * parsed and planned once per connection), else written out.
 */
export async function walk(db: Database, request: WalkRequest): Promise<Walked> {
  const shape = shapeOf(request);
  const rows = shape
    ? await runCompiled<WalkedRow>(db, compiledWalk(request, shape), requestValues(request), () =>
        walkStatement(request),
      )
    : await preparedRows<WalkedRow>(db, walkStatement(request));
  const [row] = rows;
  if (!row) throw new Error('a walk answers one row');
  return {
    ids: numbers(row.ids),
    pageWalked: numberOrNone(row.pageWalked),
    matched: numberOrNone(row.matched),
    countWalked: numberOrNone(row.countWalked),
  };
}
