import { and, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '../../../../contract/properties.js';
import type { Database } from '../../../db/client.js';
import { propertySearch as s } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/errors.js';
import { searchFilters } from './search-filters.js';
import { byRelevance, newestFirst, sortOrder } from './search-order.js';
import { textQuery } from './text-query.js';

/**
 * A public search looks at most at this many matches in its order: counts stop there ("1,000+"), pages
 * end there, and relevance ranks the newest this many matches of a text. No request counts, sorts or
 * ranks the whole catalogue (docs/decisions/0004-search-at-scale.md).
 */
export const SEARCH_WINDOW = 1_000;

export interface SearchPage {
  ids: number[];
  /** Matches counted up to SEARCH_WINDOW; `capped` when there are more. */
  total: number;
  capped: boolean;
}

export async function searchPage(db: Database, query: PropertyListQuery): Promise<SearchPage> {
  const [page, count] = searchStatements(db, query);
  const [rows, [counted]] = await Promise.all([page, count]);
  const total = counted?.n ?? 0;
  return {
    ids: rows.map((row) => row.id),
    total: Math.min(total, SEARCH_WINDOW),
    capped: total > SEARCH_WINDOW,
  };
}

/** What a search matches: its filters and its words (`text`, undefined when it has none). */
export function searchCondition(query: Omit<PropertyListQuery, 'PageSize' | 'PageNumber' | 'SortBy'>) {
  const text = textQuery(query.Query);
  return { where: and(...searchFilters(query), text && sql`${s.document} @@ ${text}`), text };
}

/** The two statements of a search: the page's ids, and the matches counted up to the window. */
export function searchStatements(db: Pick<Database, 'select'>, query: PropertyListQuery) {
  const { where, text } = searchCondition(query);
  const offset = query.PageNumber * query.PageSize;
  if (offset >= SEARCH_WINDOW) throw fieldError('PageNumber', 'pageTooDeep', { max: SEARCH_WINDOW });
  const window = { offset, limit: Math.min(query.PageSize, SEARCH_WINDOW - offset) };
  return [pageIds(db, where, text, query, window), cappedCount(db, where)] as const;
}

function pageIds(
  db: Pick<Database, 'select'>,
  where: SQL | undefined,
  text: SQL | undefined,
  query: PropertyListQuery,
  page: { offset: number; limit: number },
) {
  if (!text || query.SortBy) {
    return db
      .select({ id: s.id })
      .from(s)
      .where(where)
      .orderBy(...sortOrder(query.SortBy))
      .limit(page.limit)
      .offset(page.offset);
  }
  const newestMatches = db
    .select({ id: s.id, document: s.document, publishedAt: s.publishedAt })
    .from(s)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as('matches');
  return db
    .select({ id: newestMatches.id })
    .from(newestMatches)
    .orderBy(...byRelevance(text, newestMatches))
    .limit(page.limit)
    .offset(page.offset);
}

/** The matches counted up to one past the window. */
export function cappedCount(db: Pick<Database, 'select'>, where: SQL | undefined) {
  const window = db
    .select({ one: sql`1` })
    .from(s)
    .where(where)
    .limit(SEARCH_WINDOW + 1)
    .as('window');
  return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(window);
}
