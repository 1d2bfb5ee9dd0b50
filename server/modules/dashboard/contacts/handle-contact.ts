import { eq } from 'drizzle-orm';
import type { DashboardContactDetail } from '../../../../contract/dashboard/contacts.js';
import type { AppDeps } from '../../../deps.js';
import { supportMessages } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { contactSnapshot } from './contact-view.js';
import { getContact } from './get-contact.js';

/**
 * Marks a support message handled (by whom and when) or back to not handled. Repeating either
 * changes nothing and records nothing: the first staff member and time stay.
 */
export async function setContactHandled(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  handled: boolean,
): Promise<DashboardContactDetail> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    if ((before.handledAt !== null) === handled) return;
    const [after] = await tx
      .update(supportMessages)
      .set(
        handled
          ? { handledAt: now, handledById: actor.staffId, handledByEmail: actor.staffEmail }
          : { handledAt: null, handledById: null, handledByEmail: null },
      )
      .where(eq(supportMessages.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: handled ? 'handle' : 'unhandle',
        resource: 'Contacts',
        resourceId: id,
        before: contactSnapshot(before),
        after: contactSnapshot(after),
      },
      now,
    );
  });
  return getContact(deps, id);
}
