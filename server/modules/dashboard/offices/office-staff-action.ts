import { eq } from 'drizzle-orm';
import type { AuditAction } from '#contract/dashboard/audit-log.js';
import type { Database } from '#server/db/client.js';
import { offices, type OfficeRow } from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import { recordOfficeEvent } from '#server/modules/offices/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

/** The office's row, locked until the transaction ends (404 when there is none). */
export async function lockOffice(tx: Pick<Database, 'select'>, id: number): Promise<OfficeRow> {
  return foundRow(await tx.select().from(offices).where(eq(offices.id, id)).for('update'));
}

const snapshot = (office: OfficeRow) => ({
  status: office.status,
  suspensionReason: office.suspensionReason,
});

/**
 * Writes a staff member's change of an office's status, and records it twice in the same
 * transaction: in the back-office audit log, and in the office's own audit (`office_events`, with
 * the staff member's email and any reason).
 */
export async function changeOfficeByStaff(
  tx: Tx,
  actor: AuditActor,
  before: OfficeRow,
  change: {
    set: Pick<OfficeRow, 'status' | 'suspensionReason'>;
    audit: AuditAction;
    event: string;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  const [after] = await tx
    .update(offices)
    .set({ ...change.set, updatedAt: change.at })
    .where(eq(offices.id, before.id))
    .returning();
  await recordAudit(
    tx,
    actor,
    {
      action: change.audit,
      resource: 'Offices',
      resourceId: before.id,
      before: snapshot(before),
      after: after ? { ...snapshot(after), ...change.details } : null,
    },
    change.at,
  );
  await recordOfficeEvent(tx, {
    officeId: before.id,
    actorId: null,
    action: change.event,
    details: { staffEmail: actor.staffEmail, ...change.details },
    at: change.at,
  });
}
