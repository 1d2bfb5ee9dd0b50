import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { staff, staffRoles } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { rowCount } from '#server/lib/paging.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { assertCanAssignRole } from './grant-rules.js';
import { lockRoleForChange } from './locked-role.js';
import { roleSnapshot } from './role-view.js';

/** Deletes a role no staff member holds (409 naming how many do). */
export async function deleteRole(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  id: number,
): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockRoleForChange(tx, id);
    assertCanAssignRole(caller, before);
    const [holders] = await tx.select(rowCount).from(staff).where(eq(staff.roleId, id));
    if (holders && holders.n > 0)
      throw new AppError('conflict', 'roleInUse', { params: { count: holders.n } });
    await auditedDelete(tx, staffRoles, id, { actor, at, resource: 'Roles', snapshot: roleSnapshot });
  });
}
