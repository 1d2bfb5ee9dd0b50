import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import { bitmapsOnly } from '#server/db/bitmap-scans.js';
import { numbers, rowsOf } from '#server/db/raw-rows.js';
import { properties, propertySearch as s } from '#server/db/schema/index.js';
import { byRelevance, newestFirst, sortOrder } from '../plan/search-order.js';
import { gatheredAndCounted, type MatchRequest } from './first-matches.js';
import { rankedStatement, type RankedRequest } from './ranked-page.js';

/** A search of one brokerage office's ads: the list query with its `OfficeId`. */
export type OfficeSearch = PropertyListQuery & { OfficeId: number };

interface Window {
  window: number;
  offset: number;
  limit: number;
}

/**
 * The office's ads among the search table's (published ads only): an equality on the indexed
 * `properties.office_id` (migration 0039), so the office's few ads are gathered through that index
 * and the filters', never found by walking the catalogue's orders. Searches without an office never
 * come here.
 */
export const officeCondition = (officeId: number): SQL =>
  sql`${s.id} in (select ${properties.id} from ${properties} where ${eq(properties.officeId, officeId)})`;

/** The office's matches in the search's order, and how many there are up to one past the window. */
export async function officeSearchMatches(
  db: Database,
  query: OfficeSearch,
  matches: { where: SQL | undefined; text: SQL | undefined },
  page: Window,
): Promise<{ ids: number[]; counted: number }> {
  const statement = officeStatement(query, matches, page);
  if (statement.ranked) {
    const [row] = await bitmapsOnly(db, (tx) =>
      rowsOf<{ ids: number[] | string; counted: number | string }>(tx, statement.ranked),
    );
    return { ids: numbers(row?.ids), counted: Number(row?.counted ?? 0) };
  }
  const found = await gatheredAndCounted(db, statement.gathered, page.window + 1);
  return { ids: found.ids.slice(page.offset), counted: found.counted };
}

/** The one statement an office's search sends: ranked by relevance for words without a sort, else gathered. */
export function officeStatement(
  query: OfficeSearch,
  matches: { where: SQL | undefined; text: SQL | undefined },
  page: Window,
): { ranked: SQL; gathered?: never } | { ranked?: never; gathered: MatchRequest } {
  const where = and(officeCondition(query.OfficeId), matches.where);
  if (matches.text && !query.SortBy) {
    const ranked: RankedRequest = {
      where,
      rank: byRelevance(matches.text, s),
      start: undefined,
      groups: [],
      page,
    };
    return { ranked: rankedStatement(ranked, undefined) };
  }
  const order = !query.SortBy || query.SortBy === 'newest' ? newestFirst : sortOrder(query.SortBy);
  return {
    gathered: {
      where,
      words: matches.text !== undefined,
      start: undefined,
      order,
      count: page.offset + page.limit,
    },
  };
}
