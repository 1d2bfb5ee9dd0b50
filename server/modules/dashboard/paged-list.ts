import { sql } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '../../../contract/paging.js';
import { reachableOffset } from '../../lib/errors.js';

/** The column a list's total is read into: `select(rowCount)`. */
export const rowCount = { n: sql<number>`count(*)`.mapWith(Number) };

/**
 * One page of a back-office list and the total of the same filter, read together, answered as the
 * list envelope. A page deeper than the lists allow is refused before either query runs.
 */
export async function pagedList<Row, Item>(
  paging: { PageSize: number; PageNumber: number },
  readPage: (limit: number, offset: number) => PromiseLike<Row[]>,
  readTotal: () => PromiseLike<{ n: number }[]>,
  toItem: (row: Row) => Item,
) {
  const offset = reachableOffset(paging, MAX_OFFSET);
  const [rows, [total]] = await Promise.all([readPage(paging.PageSize, offset), readTotal()]);
  return envelope(rows.map(toItem), total?.n ?? 0, paging.PageSize);
}
