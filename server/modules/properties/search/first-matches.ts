import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { propertySearch as s } from '../../../db/schema/index.js';
import { newestFirst } from './search-order.js';

/**
 * How many rows of an order are walked before the filters' own indexes are asked instead: the sort
 * indexes carry every filter column, so a walk reads no table row (migration 0014). Words are
 * matched on the table's rows, so a walk with words is shorter.
 */
export const WALKED_ROWS = 5_000;
export const WALKED_ROWS_WITH_WORDS = 1_000;

export interface MatchRequest {
  where: SQL | undefined;
  /** An equality of `where` that leads sort indexes: the walk starts among its ads. */
  start: SQL | undefined;
  /** Whether `where` matches words (reads the document, which no sort index carries). */
  words: boolean;
  order: SQL[];
  /** How many of the first matches are wanted. */
  count: number;
}

/**
 * The ids of the first `count` matches in `order`. The planner cannot know how filters and words
 * correlate with an order (no villa among the cheapest ads, no rent among the sales) and guessed
 * wrong both ways, walking a whole index or gathering a third of the catalogue. So nothing is left
 * to its guess: the order's first rows are walked, which is enough when matches are common; when
 * they are not, the matches are gathered through the filters' and words' indexes and sorted, which
 * is cheap because they are few.
 */
export async function firstMatches(db: Database, request: MatchRequest): Promise<number[]> {
  if (request.count <= walkedRows(request)) {
    const walked = await walk(db, request);
    if (walked.length === request.count || request.where === undefined) return walked.map((row) => row.id);
  }
  const gathered = await bitmapsOnly(db, (tx) => gather(tx, request));
  return gathered.map((row) => row.id);
}

/** How many matches there are, counted up to `limit`, by the same two ways. */
export async function countMatches(
  db: Database,
  request: Omit<MatchRequest, 'order' | 'count'>,
  limit: number,
) {
  if (limit <= walkedRows(request)) {
    const walked = await walk(db, { ...request, order: newestFirst, count: limit });
    if (walked.length === limit || request.where === undefined) return walked.length;
  }
  const [counted] = await bitmapsOnly(db, (tx) => countUpTo(tx, request.where, limit));
  return counted?.n ?? 0;
}

/** The statements of `firstMatches` and `countMatches`, for reading their plans. */
export function matchStatements(db: Pick<Database, 'select'>, request: MatchRequest) {
  return [walk(db, request), gather(db, request), countUpTo(db, request.where, request.count)] as const;
}

/** Only bitmap scans: an index walked in order is what the gathering is there to avoid. */
function bitmapsOnly<T>(db: Database, read: (tx: Pick<Database, 'select'>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`);
    return read(tx);
  });
}

/** Every column a filter or an order reads; the sort indexes carry them all. */
const filterColumns = {
  id: s.id,
  category: s.category,
  transactionTypeId: s.transactionTypeId,
  propertyTypeId: s.propertyTypeId,
  regionId: s.regionId,
  cityId: s.cityId,
  price: s.price,
  area: s.area,
  bedrooms: s.bedrooms,
  bathrooms: s.bathrooms,
  industryTypeId: s.industryTypeId,
  isFeatured: s.isFeatured,
  agentId: s.agentId,
  latitude: s.latitude,
  longitude: s.longitude,
  publishedAt: s.publishedAt,
};

const walkedRows = (request: Pick<MatchRequest, 'words'>) =>
  request.words ? WALKED_ROWS_WITH_WORDS : WALKED_ROWS;

function walk(db: Pick<Database, 'select'>, { where, start, words, order, count }: MatchRequest) {
  const columns = words ? { ...filterColumns, document: s.document } : filterColumns;
  // Named as the table, so the filters and the order, written on its columns, read the walked rows.
  const walked = db
    .select(columns)
    .from(s)
    .where(start)
    .orderBy(...order)
    .limit(walkedRows({ words }))
    .as('property_search');
  return db
    .select({ id: walked.id })
    .from(walked)
    .where(where)
    .orderBy(...order)
    .limit(count);
}

function gather(db: Pick<Database, 'select'>, { where, order, count }: MatchRequest) {
  return db
    .select({ id: s.id })
    .from(s)
    .where(where)
    .orderBy(...order)
    .limit(count);
}

function countUpTo(db: Pick<Database, 'select'>, where: SQL | undefined, limit: number) {
  const upTo = db
    .select({ one: sql`1` })
    .from(s)
    .where(where)
    .limit(limit)
    .as('up_to');
  return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(upTo);
}
