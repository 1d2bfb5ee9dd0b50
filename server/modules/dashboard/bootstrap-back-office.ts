import type { AppDeps } from '#server/deps.js';
import { ensureSuperAdminRole } from './roles/super-admin-role.js';
import { bootstrapSuperAdmin } from './staff/bootstrap-super-admin.js';

/** At every start: the super-admin role exists, and ADMIN_EMAIL (when set) is a super-admin. */
export async function bootstrapBackOffice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>,
): Promise<void> {
  const role = await ensureSuperAdminRole(deps.db, deps.clock.now());
  const admin = deps.config.staff.admin;
  if (admin) await bootstrapSuperAdmin(deps, admin, role);
}
