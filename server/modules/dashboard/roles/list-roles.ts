import { asc, desc, sql } from 'drizzle-orm';
import type { RoleListQuery } from '#contract/dashboard/roles.js';
import type { AppDeps } from '#server/deps.js';
import { staffRoles } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { selectRoles, toRole } from './role-view.js';

const orders = {
  nameAsc: [asc(sql`lower(${staffRoles.name})`), asc(staffRoles.id)],
  nameDesc: [desc(sql`lower(${staffRoles.name})`), desc(staffRoles.id)],
  ...byAge(staffRoles),
};

/** Roles by name (A→Z by default); `Query` matches part of the name. */
export async function listRoles(deps: AppDeps, query: RoleListQuery) {
  return pagedStaffList(deps.db, query, {
    rows: selectRoles(deps.db),
    counted: staffRoles,
    where: containsText([staffRoles.name], query.Query),
    orderBy: orders[query.SortBy ?? 'nameAsc'],
    toItem: toRole,
  });
}
