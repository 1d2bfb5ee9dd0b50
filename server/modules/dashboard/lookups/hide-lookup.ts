import { eq } from 'drizzle-orm';
import type { DashboardLookup } from '../../../../contract/dashboard/lookups.js';
import type { AppDeps } from '../../../deps.js';
import { lookups } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { readLookup } from './get-lookup.js';
import { lookupSnapshot } from './lookup-view.js';

/**
 * Hides an entry from the website's lists and the add-ad choices, or shows it again. Ads that use it
 * keep showing it. Repeating either changes nothing and records nothing.
 */
export async function setLookupHidden(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  hidden: boolean,
): Promise<DashboardLookup> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(lookups).where(eq(lookups.id, id)).for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    if (before.hidden !== hidden) {
      const [after] = await tx.update(lookups).set({ hidden }).where(eq(lookups.id, id)).returning();
      if (!after) throw new AppError('notFound', 'notFound');
      await recordAudit(
        tx,
        actor,
        {
          action: hidden ? 'hide' : 'unhide',
          resource: 'Lookups',
          resourceId: id,
          before: lookupSnapshot(before),
          after: lookupSnapshot(after),
        },
        now,
      );
    }
    return readLookup(tx, id);
  });
}
