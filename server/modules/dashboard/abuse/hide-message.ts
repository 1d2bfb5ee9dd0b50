import { eq } from 'drizzle-orm';
import type { DashboardMessage } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { propertyMessages } from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { hidingUpdate, messageSnapshot, selectMessages, toDashboardMessage } from './abuse-view.js';

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
  const hiding = hidingUpdate(actor, deps.clock.now(), hidden, reason);
  await deps.db.transaction((tx) =>
    auditedUpdate(tx, propertyMessages, id, { ...hiding, resource: 'Comments', snapshot: messageSnapshot }),
  );
  return toDashboardMessage(foundRow(await selectMessages(deps.db).where(eq(propertyMessages.id, id))));
}
