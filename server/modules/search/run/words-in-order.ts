import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf, whole } from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import type { Choice } from '#server/modules/search/analyse/index.js';
import { orderName } from '../plan/search-order.js';
import type { SearchStatistics } from '../plan/search-statistics.js';
import type { Start } from '../plan/start-sizes.js';
import type { FixedMatches } from '../plan/walk.js';

/**
 * How RUM reads each order (migration 0036): the distance it sorts by, from an anchor below every
 * value (ascending) or above every value (descending), and the value a row is ordered by, as a float.
 * The anchors above leave the distances exact: halalas up to 10^15, areas up to 10^9 m², and seconds
 * to 2100 with their microseconds all sit within a float's 53 bits.
 */
const ORDERS: Record<string, { distance: SQL; value: SQL; descending: boolean }> = {
  newest: {
    distance: sql`${s.publishedAt} <=> '2100-01-01T00:00:00Z'::timestamptz`,
    value: sql`extract(epoch from ${s.publishedAt})::float8`,
    descending: true,
  },
  priceAsc: {
    distance: sql`${s.priceHalalas} <=> 0::bigint`,
    value: sql`${s.priceHalalas}::float8`,
    descending: false,
  },
  priceDesc: {
    distance: sql`${s.priceHalalas} <=> 1000000000000000::bigint`,
    value: sql`${s.priceHalalas}::float8`,
    descending: true,
  },
  areaAsc: { distance: sql`${s.area} <=> 0::float8`, value: sql`${s.area}`, descending: false },
  areaDesc: { distance: sql`${s.area} <=> 1000000000::float8`, value: sql`${s.area}`, descending: true },
};

/**
 * How many more rows than the page asks for are read, so that ads of the same value as the page's last
 * (a round price) are there too: a twentieth more, and at least 24.
 */
const MORE_ROWS_SHARE = 0.05;
const MORE_ROWS_AT_LEAST = 24;

/**
 * How many matches the statistics must give words (their share of the ads) for their first matches to
 * be read in order rather than gathered. A gather reads every match's row; a read in order reads every
 * match's index entry and the page's rows, and its count reads up to a thousand rows more: below
 * this, gathering costs less (bench/README.md, ADR 0004 item 17).
 */
export const READ_IN_ORDER_FROM = 5_000;

/**
 * Whether the first matches of words are read in order: RUM's indexes are there, the words are common
 * enough, and they are all the search asks for. A filter is tested on each row the index gives, in
 * the order's order, and the words and a filter may be strangers (a warehouse among homes, a street's
 * box): the read would then test every match's row, where a gather meets the two indexes first.
 */
export function readsInOrder(
  statistics: SearchStatistics,
  request: { words?: boolean; groups?: Choice[][]; start: Start; fixed?: FixedMatches | undefined },
): boolean {
  if (request.words === false || !statistics.wordsInOrder || !request.groups?.length) return false;
  const filtered = !request.fixed || Object.values(request.fixed.values).some((value) => value !== null);
  if (filtered || request.start !== undefined) return false;
  return statistics.wordsShare(request.groups) * (statistics.startSize(undefined) ?? 0) >= READ_IN_ORDER_FROM;
}

export interface OrderedRow {
  id: number;
  value: number;
}

/**
 * The ids of the first `count` matches of words in the order of a sort, read through the words' RUM
 * index of that order in the order of its distance; undefined when the order has no such index or
 * when the rows read cannot say the page (its last ad shares its value with ads not read: the caller
 * gathers then). Only where `searchStatistics` found the indexes (PostgreSQL with RUM).
 */
export async function readWordsInOrder(
  db: Pick<Database, 'execute'>,
  request: WordsRequest,
): Promise<number[] | undefined> {
  const order = ORDERS[orderName(request.order) ?? ''];
  const statement = wordsInOrderStatement(request);
  if (!order || !statement) return undefined;
  const read = await rowsOf<{ id: number; value: number | string }>(db, statement);
  const ordered = read.map((row) => ({ id: row.id, value: Number(row.value) }));
  return firstInOrder(ordered, {
    count: request.count,
    read: rowsRead(request),
    descending: order.descending,
  });
}

export interface WordsRequest {
  where: SQL | undefined;
  order: SQL[];
  count: number;
}

const rowsRead = ({ count }: WordsRequest) =>
  count + Math.max(Math.ceil(count * MORE_ROWS_SHARE), MORE_ROWS_AT_LEAST);

/** The statement of `readWordsInOrder`, undefined for an order without a RUM index. */
export function wordsInOrderStatement(request: WordsRequest): SQL | undefined {
  const order = ORDERS[orderName(request.order) ?? ''];
  return order && nearestStatement(request, sql`${s.id} as "id", ${order.value} as "value"`)?.statement;
}

/**
 * The `columns` of the matches nearest the start of an order, read through its RUM index in the order
 * of their distance (at least `count`, and a few more for ties: `rows`); undefined for an order
 * without such an index.
 */
export function nearestStatement(
  request: WordsRequest,
  columns: SQL = sql`${s.id}, ${s.document}, ${s.publishedAt}`,
): { statement: SQL; rows: number } | undefined {
  const order = ORDERS[orderName(request.order) ?? ''];
  if (!order || !request.where) return undefined;
  const rows = rowsRead(request);
  const statement = sql`select ${columns} from ${s} where ${request.where}
    order by ${order.distance} limit ${whole(rows)}`;
  return { statement, rows };
}

/**
 * The first `count` of rows read in the order of their values (ties by id, as the sort indexes keep
 * them), when the rows say them: every match was read (fewer rows than asked), or the page's last
 * value comes strictly before the last value read, so every match up to it was read.
 */
export function firstInOrder(
  rows: OrderedRow[],
  { count, read, descending }: { count: number; read: number; descending: boolean },
): number[] | undefined {
  const sign = descending ? -1 : 1;
  const sorted = [...rows].sort((a, b) => sign * (a.value - b.value) || sign * (a.id - b.id));
  const page = sorted.slice(0, count);
  const ids = page.map((row) => row.id);
  if (rows.length < read) return ids;
  const last = sorted.at(-1)?.value;
  const pageLast = page.at(-1)?.value;
  if (last === undefined || pageLast === undefined) return ids;
  return sign * (pageLast - last) < 0 ? ids : undefined;
}
