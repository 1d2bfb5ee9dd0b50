import { and } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '../../../contract/paging.js';
import type { PropertyListQuery } from '../../../contract/properties.js';
import type { AppDeps } from '../../deps.js';
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

/** The public catalogue: published ads only, with every filter, sort and the map box. */
export async function listProperties(deps: AppDeps, query: PropertyListQuery, options: ListOptions) {
  const filters = filterConditions({ ...query, Category: options.category ?? query.Category });
  const where = and(published, ...filters);
  const [rows, [total]] = await Promise.all([
    selectListRows(deps.db, options.callerId)
      .where(where)
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
