import { eq } from 'drizzle-orm';
import type { StaffMember } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { revokeStaffSessions } from '../auth/staff-sessions.js';
import { getStaff } from './get-staff.js';
import { assertNotSelf, staffForChange } from './staff-for-change.js';
import { staffSnapshot } from './staff-view.js';

/**
 * Blocking ends every session of the member at once and refuses their sign-in; unblocking lets them
 * sign in again. Repeating either changes nothing and records nothing.
 */
export async function setStaffBlocked(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  id: string,
  blocked: boolean,
): Promise<StaffMember> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { row: before } = await staffForChange(tx, caller, id);
    assertNotSelf(caller, id);
    if ((before.blockedAt !== null) === blocked) return;
    const [after] = await tx
      .update(staff)
      .set({ blockedAt: blocked ? now : null, updatedAt: now })
      .where(eq(staff.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    if (blocked) await revokeStaffSessions(tx, id, 'blocked', now);
    await recordAudit(
      tx,
      actor,
      {
        action: blocked ? 'block' : 'unblock',
        resource: 'Staff',
        resourceId: id,
        before: staffSnapshot(before),
        after: staffSnapshot(after),
      },
      now,
    );
  });
  return getStaff(deps, id);
}
