import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { DashboardOffice, SuspendOfficeBody } from '#contract/dashboard/offices.js';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { announce } from '#server/lib/domain-events.js';
import { AppError } from '#server/lib/errors.js';
import { officeSuspended, suspendableAdStatuses } from '#server/modules/offices/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { getDashboardOffice } from './get-office.js';
import { changeOfficeByStaff, lockOffice } from './office-staff-action.js';

/**
 * Staff suspend an office, active or pending review, with a reason: every live ad posted for it
 * leaves the site (the ad-licences module reacts to `offices.suspended`, as to a lapsed licence).
 * The office's audit keeps the status it had and each ad taken down with its status, which is what
 * reinstating restores.
 */
export async function suspendOffice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: number,
  body: SuspendOfficeBody,
  language: Language,
): Promise<DashboardOffice> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const office = await lockOffice(tx, id);
    if (office.status === 'suspended') throw new AppError('conflict', 'officeAlreadySuspended');
    const ads = await tx
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(and(eq(properties.officeId, id), inArray(properties.status, suspendableAdStatuses)))
      .for('update');
    await changeOfficeByStaff(tx, actor, office, {
      set: { status: 'suspended', suspensionReason: 'staff' },
      audit: 'suspend',
      event: 'suspendedByStaff',
      details: { reason: body.reason, previousStatus: office.status, ads },
      at,
    });
    await announce(tx, at, officeSuspended, { officeId: id });
  });
  return getDashboardOffice(deps, id, language);
}
