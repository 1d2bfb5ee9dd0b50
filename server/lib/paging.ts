import { sql } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '#contract/paging.js';
import { reachableOffset } from './errors.js';

/** The column a list's total is read into: `select(rowCount)`. */
export const rowCount = { n: sql<number>`count(*)`.mapWith(Number) };

export interface Paging {
  PageSize: number;
  PageNumber: number;
}

/**
 * One page of a list and the total of the same filter, read together, answered as the list envelope.
 * A page deeper than the lists allow is refused before either query runs. Every list of the website
 * and the back-office pages through here.
 */
export async function pagedList<Row, Item>(
  paging: Paging,
  readPage: (limit: number, offset: number) => PromiseLike<Row[]>,
  readTotal: () => PromiseLike<{ n: number }[]>,
  toItem: (row: Row) => Item,
) {
  return (await pagedListWithTotals(paging, readPage, readTotal, toItem)).page;
}

/** The same, for a list that answers more than its total from the totals' row (an unread count). */
export async function pagedListWithTotals<Row, Item, Totals extends { n: number }>(
  paging: Paging,
  readPage: (limit: number, offset: number) => PromiseLike<Row[]>,
  readTotals: () => PromiseLike<Totals[]>,
  toItem: (row: Row) => Item,
) {
  const offset = reachableOffset(paging, MAX_OFFSET);
  const [rows, [totals]] = await Promise.all([readPage(paging.PageSize, offset), readTotals()]);
  return { page: envelope(rows.map(toItem), totals?.n ?? 0, paging.PageSize), totals };
}
