import { and, desc, eq, or } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { favorites, properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { pagedList } from '#server/lib/paging.js';
import type { Language } from '#contract/common.js';
import { selectCount, selectListRows, toListItem, withAdvertiserBadges } from '../ads/index.js';

interface Paging {
  PageSize: number;
  PageNumber: number;
}

/** The caller's favourites, most recently saved first; ads no longer published drop out. */
export async function listFavorites(deps: AppDeps, caller: AuthUser, paging: Paging, language: Language) {
  const where = and(
    eq(favorites.userId, caller.id),
    or(eq(properties.status, 'published'), eq(properties.ownerId, caller.id)),
  );
  const page = await pagedList(
    paging,
    (limit, offset) =>
      selectListRows(deps.db, caller.id)
        .innerJoin(favorites, eq(favorites.propertyId, properties.id))
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(properties.id))
        .limit(limit)
        .offset(offset),
    () => selectCount(deps.db).innerJoin(favorites, eq(favorites.propertyId, properties.id)).where(where),
    (row) => toListItem(row, language, deps.storage),
  );
  return { ...page, data: await withAdvertiserBadges(deps, page.data) };
}
