import { eq } from 'drizzle-orm';
import type { StaffProfile } from '#contract/dashboard/auth.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffRoles } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { sortedPermissions } from '../roles/role-permissions.js';
import type { StaffCaller } from './authenticate-staff.js';

/** The signed-in staff member, with the permissions their role holds right now. */
export async function getMe(deps: AppDeps, caller: StaffCaller): Promise<StaffProfile> {
  const [row] = await deps.db
    .select({
      id: staff.id,
      email: staff.email,
      fullName: staff.fullName,
      phoneNumber: staff.phoneNumber,
      passwordChangedAt: staff.passwordChangedAt,
      roleId: staffRoles.id,
      roleName: staffRoles.name,
      isSuperAdmin: staffRoles.isSuperAdmin,
    })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.id, staff.roleId))
    .where(eq(staff.id, caller.id));
  if (!row) throw new AppError('unauthenticated', 'sessionExpired');
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    role: { id: row.roleId, name: row.roleName, isSuperAdmin: row.isSuperAdmin },
    permissions: sortedPermissions(caller.permissions),
    passwordChangedAt: row.passwordChangedAt.toISOString(),
  };
}
