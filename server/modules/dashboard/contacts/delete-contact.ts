import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { supportMessages } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { contactSnapshot } from './contact-view.js';

/** Deletes a support message with its notes (cascade). */
export async function deleteContact(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(supportMessages).where(eq(supportMessages.id, id)).returning();
    if (!before) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'delete',
        resource: 'Contacts',
        resourceId: id,
        before: contactSnapshot(before),
        after: null,
      },
      now,
    );
  });
}
