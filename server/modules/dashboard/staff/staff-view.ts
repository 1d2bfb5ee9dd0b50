import { eq } from 'drizzle-orm';
import type { StaffMember } from '#contract/dashboard/staff.js';
import type { Database } from '#server/db/client.js';
import { staff, staffRoles, type StaffRow } from '#server/db/schema/index.js';

const columns = {
  id: staff.id,
  email: staff.email,
  fullName: staff.fullName,
  phoneNumber: staff.phoneNumber,
  roleId: staff.roleId,
  blockedAt: staff.blockedAt,
  lastLoginAt: staff.lastLoginAt,
  passwordChangedAt: staff.passwordChangedAt,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
  roleName: staffRoles.name,
  isSuperAdmin: staffRoles.isSuperAdmin,
  rolePermissions: staffRoles.permissions,
};

/** Staff members with their role; never the password hash. */
export function selectStaff(db: Pick<Database, 'select'>) {
  return db.select(columns).from(staff).innerJoin(staffRoles, eq(staffRoles.id, staff.roleId)).$dynamic();
}

export type StaffListRow = Awaited<ReturnType<ReturnType<typeof selectStaff>['execute']>>[number];

/** Who a staff member is and their role, as the staff list and their own profile show it. */
export function staffIdentity(row: StaffListRow) {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    role: { id: row.roleId, name: row.roleName, isSuperAdmin: row.isSuperAdmin },
  };
}

export function toStaffMember(row: StaffListRow): StaffMember {
  return {
    ...staffIdentity(row),
    isBlocked: row.blockedAt !== null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    passwordChangedAt: row.passwordChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a staff member: no password hash, ever. */
export function staffSnapshot(
  row: Pick<
    StaffRow,
    'id' | 'email' | 'fullName' | 'phoneNumber' | 'roleId' | 'blockedAt' | 'passwordChangedAt'
  >,
): Record<string, unknown> {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    roleId: row.roleId,
    blockedAt: row.blockedAt,
    passwordChangedAt: row.passwordChangedAt,
  };
}
