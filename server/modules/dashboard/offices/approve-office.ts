import type { Language } from '#contract/common.js';
import type { DashboardOffice } from '#contract/dashboard/offices.js';
import type { AppDeps } from '#server/deps.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { getDashboardOffice } from './get-office.js';
import { changeOfficeByStaff, lockOffice } from './office-staff-action.js';

/** Staff confirm an office whose FAL licence is an establishment's: it becomes active (ADR 0039). */
export async function approveOffice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: number,
  language: Language,
): Promise<DashboardOffice> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const office = await lockOffice(tx, id);
    if (office.status !== 'pendingReview') throw new AppError('conflict', 'officeNotPendingReview');
    await changeOfficeByStaff(tx, actor, office, {
      set: { status: 'active', suspensionReason: null },
      audit: 'approve',
      event: 'approved',
      at,
    });
  });
  return getDashboardOffice(deps, id, language);
}
