import { getTableColumns, sql } from 'drizzle-orm';
import type { Role } from '#contract/dashboard/roles.js';
import type { Database } from '#server/db/client.js';
import { staff, staffRoles, type StaffRoleRow } from '#server/db/schema/index.js';
import { permissionsOfRole, sortedPermissions } from './role-permissions.js';

/** Selected columns are written unqualified, so the outer role's id is named in full. */
const staffCount =
  sql<number>`(select count(*) from ${staff} where ${staff.roleId} = "staff_roles"."id")`.mapWith(Number);

/** Roles with the number of staff members holding each. */
export function selectRoles(db: Pick<Database, 'select'>) {
  return db
    .select({ ...getTableColumns(staffRoles), staffCount })
    .from(staffRoles)
    .$dynamic();
}

export function toRole(row: StaffRoleRow & { staffCount: number }): Role {
  return {
    id: row.id,
    name: row.name,
    permissions: sortedPermissions(permissionsOfRole(row)),
    isSuperAdmin: row.isSuperAdmin,
    staffCount: row.staffCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a role. */
export function roleSnapshot(row: StaffRoleRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    permissions: sortedPermissions(permissionsOfRole(row)),
    isSuperAdmin: row.isSuperAdmin,
  };
}
