import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { commaList, numbers, preparedRows, whole } from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { runningPromotions } from '#server/modules/ads/index.js';
import { newestFirst } from '../plan/search-order.js';

/**
 * How many featured ads stand above the first page of a search in its default order (ADR 0041,
 * "Where a feature shows").
 */
export const FEATURED_SLOTS = 3;

/**
 * How many of the newest ads staff featured the slots look among. Paid featuring is read whole (its
 * ads are few: each is paid for); staff featuring has no such bound, so its newest are walked in its
 * own partial index, and a search the newest of them do not match shows its paid ones alone.
 */
export const STAFF_FEATURED_WALK = 1_000;

/**
 * Up to FEATURED_SLOTS featured ads among the matches of `where`, picked at random on each answer
 * (so every featured ad of a search takes its turn): those whose paid featuring runs, read from the
 * promotions' index and their search rows by key, and the newest that staff featured. Never the whole
 * catalogue: the rows read are the featured ones.
 */
export async function featuredSlots(db: Database, where: SQL | undefined): Promise<number[]> {
  const matches = where ?? sql`true`;
  const [row] = await preparedRows<{ ids: number[] | string }>(
    db,
    sql`select array(select "id" from (
        select ${s.id} from (${runningPromotions()}) "paid" join ${s} on ${s.id} = "paid"."id"
          where ${matches}
        union
        select ${s.id} from (select * from ${s} where ${s.isFeatured}
          order by ${commaList(newestFirst)} limit ${whole(STAFF_FEATURED_WALK)}) ${s}
          where ${matches}
      ) "featured" order by random() limit ${whole(FEATURED_SLOTS)}) as "ids"`,
  );
  return numbers(row?.ids);
}

export interface FeaturedListRequest {
  /** The search's filters and words, but not `IsFeatured`. */
  where: SQL | undefined;
  /** The order each kind's matches are taken in (at most `window` + 1 of the staff's). */
  order: SQL[];
  /** The page's order: `order`, or relevance for words without a sort. */
  pageOrder: SQL[];
  /** Whether `pageOrder` reads the document. */
  words: boolean;
  page: { offset: number; limit: number; window: number };
}

/**
 * A list of featured ads only (`IsFeatured=true`: the home's featured places, the featured list):
 * those staff featured and those whose paid featuring runs, in one statement. The paid ones are read
 * through the promotions' index, the staff's through their partial index, up to one past the window in
 * the list's order; the page and the count (up to the window) are taken from both.
 */
export async function featuredListPage(
  db: Database,
  { where, order, pageOrder, words, page }: FeaturedListRequest,
): Promise<{ ids: number[]; counted: number }> {
  const matches = where ?? sql`true`;
  const columns = commaList([s.id, s.publishedAt, s.price, s.area, ...(words ? [s.document] : [])]);
  const [row] = await preparedRows<{ ids: number[] | string; counted: number | string }>(
    db,
    sql`with "matches" as materialized (
        select ${columns} from (${runningPromotions()}) "paid" join ${s} on ${s.id} = "paid"."id"
          where not ${s.isFeatured} and ${matches}
        union all
        (select ${columns} from ${s} where ${s.isFeatured} and ${matches}
          order by ${commaList(order)} limit ${whole(page.window + 1)}))
      select array(select "id" from "matches" "property_search" order by ${commaList(pageOrder)}
          limit ${whole(page.limit)} offset ${whole(page.offset)}) as "ids",
        (select count(*) from "matches")::int as "counted"`,
  );
  return { ids: numbers(row?.ids), counted: Number(row?.counted ?? 0) };
}
