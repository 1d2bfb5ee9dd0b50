import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { assertNotSelf, staffForChange } from './staff-for-change.js';
import { staffSnapshot } from './staff-view.js';

/** Removes a staff member and their sessions; audit entries keep their email. */
export async function deleteStaff(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  id: string,
): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await staffForChange(tx, caller, id);
    assertNotSelf(caller, id);
    await auditedDelete(tx, staff, id, { actor, at, resource: 'Staff', snapshot: staffSnapshot });
  });
}
