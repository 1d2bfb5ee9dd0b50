import { eq } from 'drizzle-orm';
import type { DashboardContactDetail } from '#contract/dashboard/contacts.js';
import type { AppDeps } from '#server/deps.js';
import { supportMessageNotes, supportMessages } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { getContact } from './get-contact.js';

/** Adds a staff note (already trimmed, 1–1000 characters) to a support message. */
export async function addContactNote(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  note: string,
): Promise<DashboardContactDetail> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(eq(supportMessages.id, id))
      .for('update');
    if (!message) throw new AppError('notFound', 'notFound');
    const [added] = await tx
      .insert(supportMessageNotes)
      .values({
        supportMessageId: id,
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        note,
        createdAt: now,
      })
      .returning();
    if (!added) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'add-note',
        resource: 'Contacts',
        resourceId: id,
        before: null,
        after: { noteId: added.id, note },
      },
      now,
    );
  });
  return getContact(deps, id);
}
