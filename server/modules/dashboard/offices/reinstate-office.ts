import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '#contract/common.js';
import type { DashboardOffice } from '#contract/dashboard/offices.js';
import { officeStatuses } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { officeEvents } from '#server/db/schema/index.js';
import { announce } from '#server/lib/domain-events.js';
import { AppError } from '#server/lib/errors.js';
import { officeReinstated, suspendableAdStatuses } from '#server/modules/offices/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { getDashboardOffice } from './get-office.js';
import { changeOfficeByStaff, lockOffice } from './office-staff-action.js';

/** What a staff suspension wrote in the office's audit (suspend-office.ts). */
const suspensionDetails = z.object({
  previousStatus: z.enum(officeStatuses).exclude(['suspended']),
  ads: z.array(z.object({ id: z.number().int(), status: z.enum(suspendableAdStatuses) })),
});

/**
 * Staff reinstate an office they suspended: it returns to the status it had, and each ad the
 * suspension took down, and still down for that reason, to the status it had. An office suspended
 * for its licence is the licence re-check's to restore (409).
 */
export async function reinstateOffice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: number,
  language: Language,
): Promise<DashboardOffice> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const office = await lockOffice(tx, id);
    if (office.status !== 'suspended' || office.suspensionReason !== 'staff') {
      throw new AppError('conflict', 'officeNotSuspendedByStaff');
    }
    const suspension = await lastSuspension(tx, id);
    await changeOfficeByStaff(tx, actor, office, {
      set: { status: suspension.previousStatus, suspensionReason: null },
      audit: 'reinstate',
      event: 'reinstated',
      at,
    });
    await announce(tx, at, officeReinstated, { officeId: id, ads: suspension.ads });
  });
  return getDashboardOffice(deps, id, language);
}

async function lastSuspension(tx: Pick<Database, 'select'>, officeId: number) {
  const [event] = await tx
    .select({ details: officeEvents.details })
    .from(officeEvents)
    .where(and(eq(officeEvents.officeId, officeId), eq(officeEvents.action, 'suspendedByStaff')))
    .orderBy(desc(officeEvents.createdAt), desc(officeEvents.id))
    .limit(1);
  const details = suspensionDetails.safeParse(event?.details);
  // A suspension without its record (written by hand in the database): the office alone comes back.
  return details.success ? details.data : { previousStatus: 'active' as const, ads: [] };
}
