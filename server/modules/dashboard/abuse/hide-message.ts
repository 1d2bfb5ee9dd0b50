import { eq } from 'drizzle-orm';
import type { DashboardMessage } from '../../../../contract/dashboard/abuse.js';
import type { AppDeps } from '../../../deps.js';
import { propertyMessages } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { messageSnapshot, selectMessages, toDashboardMessage } from './abuse-view.js';

/**
 * Hides a property message (with an optional reason) or shows it again. A hidden message leaves the
 * website's thread and inbox for both people, as if it had not been sent. Repeating changes nothing
 * and records nothing.
 */
export async function setMessageHidden(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  hidden: boolean,
  reason?: string,
): Promise<DashboardMessage> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(propertyMessages)
      .where(eq(propertyMessages.id, id))
      .for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    if ((before.hiddenAt !== null) === hidden) return;
    const [after] = await tx
      .update(propertyMessages)
      .set({ hiddenAt: hidden ? now : null, hiddenReason: hidden ? (reason ?? null) : null })
      .where(eq(propertyMessages.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: hidden ? 'hide' : 'unhide',
        resource: 'Comments',
        resourceId: id,
        before: messageSnapshot(before),
        after: messageSnapshot(after),
      },
      now,
    );
  });
  const [row] = await selectMessages(deps.db).where(eq(propertyMessages.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardMessage(row);
}
