import type { DashboardPermission } from '#contract/dashboard/permissions.js';
import { AppError } from '#server/lib/errors.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { permissionsOfRole } from './role-permissions.js';

/**
 * No one hands out more than they hold: a role's permissions, before and after an edit, and the
 * role given to a staff member must all be held by the caller. Only a super-admin may touch the
 * super-admin role or its members.
 */
export function assertHoldsAll(caller: StaffCaller, permissions: Iterable<DashboardPermission>): void {
  for (const permission of permissions) {
    if (!caller.permissions.has(permission)) throw new AppError('forbidden', 'permissionNotHeld');
  }
}

export function assertCanAssignRole(
  caller: StaffCaller,
  role: { permissions: string[]; isSuperAdmin: boolean },
): void {
  if (role.isSuperAdmin && !caller.isSuperAdmin) throw new AppError('forbidden', 'permissionNotHeld');
  assertHoldsAll(caller, permissionsOfRole(role));
}
