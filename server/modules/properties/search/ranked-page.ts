import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { numbers, rowsOf, whole } from '../../../db/raw-rows.js';
import { propertySearch as s } from '../../../db/schema/index.js';
import { bitmapsOnly } from './bitmaps-only.js';
import { newestFirst } from './search-order.js';

/**
 * A page of words ranked by relevance among their newest `window` matches, and those matches counted
 * up to one past the window, in one statement: the newest matches gathered through the words' and
 * filters' indexes (a word's newest thousand matches are not among a walk's first rows unless the
 * word is in most ads), then ranked (`rank`: the order, search-order.ts `byRelevance`).
 */
export async function rankedPage(
  db: Database,
  where: SQL | undefined,
  rank: SQL[],
  page: RankedPage,
): Promise<{ ids: number[]; counted: number }> {
  const [row] = await bitmapsOnly(db, (tx) =>
    rowsOf<{ counted: number | string; ids: number[] | string }>(tx, rankedStatement(where, rank, page)),
  );
  return { ids: numbers(row?.ids), counted: Number(row?.counted ?? 0) };
}

interface RankedPage {
  offset: number;
  limit: number;
  window: number;
}

export function rankedStatement(where: SQL | undefined, rank: SQL[], page: RankedPage): SQL {
  const order = sql.join(newestFirst, sql`, `);
  // Named as the table, so the filters, the order and the rank, written on its columns, read them.
  return sql`with "property_search" as materialized (
      select ${s.id}, ${s.document}, ${s.publishedAt} from ${s} where ${where ?? sql`true`}
      order by ${order} limit ${whole(page.window + 1)})
    select (select count(*) from "property_search")::int as "counted",
      array(select "id" from (select *, row_number() over (order by ${order}) as "newest" from "property_search")
        "property_search" where "newest" <= ${whole(page.window)}
        order by ${sql.join(rank, sql`, `)} limit ${whole(page.limit)} offset ${whole(page.offset)}) as "ids"`;
}
