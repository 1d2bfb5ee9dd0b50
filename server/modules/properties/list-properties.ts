import { and, sql, type SQL } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '../../../contract/paging.js';
import type { PropertyListQuery } from '../../../contract/properties.js';
import type { AppDeps } from '../../deps.js';
import { properties } from '../../db/schema/index.js';
import { searchTerms } from '../../lib/arabic-search.js';
import { reachableOffset } from '../../lib/errors.js';
import type { Language } from '../../lib/i18n/messages.js';
import { filterConditions, published, selectCount, selectListRows, sortOrder } from './property-query.js';
import { toListItem } from './property-view.js';

interface ListOptions {
  /** Set by the per-category routes; overrides the Category filter. */
  category?: 1 | 2;
  callerId?: string | undefined;
  language: Language;
}

/**
 * The public catalogue: published ads only, with every filter, sort and the map box. Answers for
 * anonymous callers (no isFavorite to compute) come from the short-lived list cache.
 */
export async function listProperties(deps: AppDeps, query: PropertyListQuery, options: ListOptions) {
  const category = options.category ?? query.Category;
  if (options.callerId !== undefined) return readList(deps, { ...query, Category: category }, options);
  const key = JSON.stringify([options.language, category, query]);
  return deps.listCache.get(key, () => readList(deps, { ...query, Category: category }, options));
}

async function readList(deps: AppDeps, query: PropertyListQuery, options: ListOptions) {
  const where = and(published, ...filterConditions(query));
  const [rows, [total]] = await Promise.all([
    selectListRows(deps.db, options.callerId)
      .where(searchTerms(query.Query ?? '').length > 0 ? matchingIds(deps, where) : where)
      .orderBy(...sortOrder(query))
      .limit(query.PageSize)
      .offset(reachableOffset(query, MAX_OFFSET)),
    selectCount(deps.db).where(where),
  ]);
  return envelope(
    rows.map((row) => toListItem(row, options.language, deps.storage)),
    total?.n ?? 0,
    query.PageSize,
  );
}

/**
 * A text search matches few ads, which the trigram index finds at once; gathering their ids first keeps
 * the planner from walking a sort index and testing the text on every ad it passes.
 */
function matchingIds(deps: AppDeps, where: SQL | undefined): SQL {
  const ids = deps.db.select({ id: properties.id }).from(properties).where(where);
  return sql`${properties.id} = any(array(${ids}))`;
}
