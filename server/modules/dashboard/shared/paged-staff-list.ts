import { asc, desc, is, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';
import { pagedList, rowCount, type Paging } from '#server/lib/paging.js';

type OrderTerm = PgColumn | SQL | SQL.Aliased;

/** A `select(rowCount)`, `$dynamic()`, with the joins its filter needs. */
interface CountSelect {
  where(where: SQL | undefined): PromiseLike<{ n: number }[]>;
}

export interface StaffList<Rows extends PgSelect, Item> {
  /** The rows with their joins, `$dynamic()`, not yet filtered. */
  rows: Rows;
  /** What the total counts: the listed table, or a count select when the filter reads a join. */
  counted: PgTable | CountSelect;
  where: SQL | undefined;
  orderBy: readonly OrderTerm[];
  toItem: (row: Awaited<Rows>[number]) => Item;
}

/** One page of a back-office list, filtered and sorted, with the total of the same filter. */
export function pagedStaffList<Rows extends PgSelect, Item>(
  db: Pick<Database, 'select'>,
  paging: Paging,
  list: StaffList<Rows, Item>,
) {
  const { counted, where } = list;
  return pagedList(
    paging,
    (limit, offset) =>
      list.rows
        .where(where)
        .orderBy(...list.orderBy)
        .limit(limit)
        .offset(offset) as PromiseLike<Awaited<Rows>[number][]>,
    () => (is(counted, PgTable) ? db.select(rowCount).from(counted).$dynamic() : counted).where(where),
    list.toItem,
  );
}

/** The two orders by age every back-office list offers, the id breaking ties. */
export function byAge(table: { createdAt: PgColumn; id: PgColumn }) {
  return {
    newest: [desc(table.createdAt), desc(table.id)],
    oldest: [asc(table.createdAt), asc(table.id)],
  };
}
