import { eq } from 'drizzle-orm';
import type { DashboardMessage } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { propertyMessages } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { hidingChange, messageSnapshot, selectMessages, toDashboardMessage } from './abuse-view.js';

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
  await deps.db.transaction((tx) =>
    auditedUpdate(tx, propertyMessages, id, {
      actor,
      at: now,
      resource: 'Comments',
      action: hidden ? 'hide' : 'unhide',
      snapshot: messageSnapshot,
      change: hidingChange(hidden, reason, now),
    }),
  );
  const [row] = await selectMessages(deps.db).where(eq(propertyMessages.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardMessage(row);
}
