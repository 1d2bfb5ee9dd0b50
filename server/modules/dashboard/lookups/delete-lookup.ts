import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { lookups } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import { childCount, usageCountOf } from './lookup-usage.js';
import { lookupSnapshot } from './lookup-view.js';

/**
 * Deletes an entry nothing uses (409 naming how many ads use it, or how many cities a region has).
 * Entries that come with the site are never deleted: the start-up would add them again. The row
 * lock waits for an ad still being saved with the entry, so the count sees it.
 */
export async function deleteLookup(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(lookups).where(eq(lookups.id, id)).for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    const [counts] = await tx
      .select({ usage: usageCountOf(before.kind), children: childCount })
      .from(lookups)
      .where(eq(lookups.id, id));
    if (counts && counts.usage > 0)
      throw new AppError('conflict', 'lookupInUse', { params: { count: counts.usage } });
    if (counts && counts.children > 0)
      throw new AppError('conflict', 'lookupHasCities', { params: { count: counts.children } });
    if (before.key !== null) throw new AppError('conflict', 'lookupBuiltIn');
    await auditedDelete(tx, lookups, id, { actor, at, resource: 'Lookups', snapshot: lookupSnapshot });
  });
}
