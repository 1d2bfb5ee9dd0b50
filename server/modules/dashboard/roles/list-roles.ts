import { asc, desc, sql } from 'drizzle-orm';
import type { RoleListQuery } from '#contract/dashboard/roles.js';
import type { AppDeps } from '#server/deps.js';
import { staffRoles } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { selectRoles, toRole } from './role-view.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  nameAsc: [asc(sql`lower(${staffRoles.name})`), asc(staffRoles.id)],
  nameDesc: [desc(sql`lower(${staffRoles.name})`), desc(staffRoles.id)],
  newest: [desc(staffRoles.createdAt), desc(staffRoles.id)],
  oldest: [asc(staffRoles.createdAt), asc(staffRoles.id)],
} as const;

/** Roles by name (A→Z by default); `Query` matches part of the name. */
export async function listRoles(deps: AppDeps, query: RoleListQuery) {
  const where = containsText([staffRoles.name], query.Query);
  return pagedList(
    query,
    (limit, offset) =>
      selectRoles(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'nameAsc'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(staffRoles).where(where),
    toRole,
  );
}
