import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
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
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { row } = await staffForChange(tx, caller, id);
    assertNotSelf(caller, id);
    await tx.delete(staff).where(eq(staff.id, id));
    await recordAudit(
      tx,
      actor,
      { action: 'delete', resource: 'Staff', resourceId: id, before: staffSnapshot(row) },
      now,
    );
  });
}
