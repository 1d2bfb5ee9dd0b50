import { eq } from 'drizzle-orm';
import type { StaffProfile } from '#contract/dashboard/auth.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { sortedPermissions } from '../roles/role-permissions.js';
import { selectStaff, staffIdentity } from '../staff/staff-view.js';
import type { StaffCaller } from './authenticate-staff.js';

/** The signed-in staff member, with the permissions their role holds right now. */
export async function getMe(deps: AppDeps, caller: StaffCaller): Promise<StaffProfile> {
  const [row] = await selectStaff(deps.db).where(eq(staff.id, caller.id));
  if (!row) throw new AppError('unauthenticated', 'sessionExpired');
  return {
    ...staffIdentity(row),
    permissions: sortedPermissions(caller.permissions),
    passwordChangedAt: row.passwordChangedAt.toISOString(),
  };
}
