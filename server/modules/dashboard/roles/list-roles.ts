import { asc, desc, sql } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '../../../../contract/paging.js';
import type { RoleListQuery } from '../../../../contract/dashboard/roles.js';
import type { AppDeps } from '../../../deps.js';
import { staffRoles } from '../../../db/schema/index.js';
import { containsText } from '../../../lib/contains-text.js';
import { reachableOffset } from '../../../lib/errors.js';
import { selectRoles, toRole } from './role-view.js';

const orders = {
  nameAsc: [asc(sql`lower(${staffRoles.name})`), asc(staffRoles.id)],
  nameDesc: [desc(sql`lower(${staffRoles.name})`), desc(staffRoles.id)],
  newest: [desc(staffRoles.createdAt), desc(staffRoles.id)],
  oldest: [asc(staffRoles.createdAt), asc(staffRoles.id)],
} as const;

/** Roles by name (A→Z by default); `Query` matches part of the name. */
export async function listRoles(deps: AppDeps, query: RoleListQuery) {
  const where = containsText([staffRoles.name], query.Query);
  const [rows, [total]] = await Promise.all([
    selectRoles(deps.db)
      .where(where)
      .orderBy(...orders[query.SortBy ?? 'nameAsc'])
      .limit(query.PageSize)
      .offset(reachableOffset(query, MAX_OFFSET)),
    deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(staffRoles)
      .where(where),
  ]);
  return envelope(rows.map(toRole), total?.n ?? 0, query.PageSize);
}
