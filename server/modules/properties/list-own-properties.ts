import { and, desc, eq, like } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '../../../contract/paging.js';
import type { OwnListQuery } from '../../../contract/properties.js';
import type { AppDeps } from '../../deps.js';
import { properties } from '../../db/schema/index.js';
import { searchTerms } from '../../lib/arabic-search.js';
import type { AuthUser } from '../../lib/auth/authenticate.js';
import { reachableOffset } from '../../lib/errors.js';
import type { Language } from '../../lib/i18n/messages.js';
import { selectCount, selectListRows } from './property-query.js';
import { toListItem } from './property-view.js';

/** The caller's own ads in every status, newest first. */
export async function listOwnProperties(
  deps: AppDeps,
  caller: AuthUser,
  query: OwnListQuery,
  language: Language,
) {
  const where = and(
    eq(properties.ownerId, caller.id),
    query.Status ? eq(properties.status, query.Status) : undefined,
    query.Category ? eq(properties.category, query.Category) : undefined,
    ...searchTerms(query.Query ?? '').map((term) => like(properties.searchText, `%${term}%`)),
  );
  const [rows, [total]] = await Promise.all([
    selectListRows(deps.db, caller.id)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(query.PageSize)
      .offset(reachableOffset(query, MAX_OFFSET)),
    selectCount(deps.db).where(where),
  ]);
  return envelope(
    rows.map((row) => toListItem(row, language, deps.storage)),
    total?.n ?? 0,
    query.PageSize,
  );
}
