import { eq } from 'drizzle-orm';
import type { DashboardLookup, UpdateLookupBody } from '#contract/dashboard/lookups.js';
import type { AppDeps } from '#server/deps.js';
import { lookups } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { checkLookupFields, lockLookupList } from './check-lookup-fields.js';
import { readLookup } from './get-lookup.js';
import { lookupSnapshot } from './lookup-view.js';

/** Renames an entry or changes its fields; an edit that changes nothing records nothing. */
export async function updateLookup(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  body: UpdateLookupBody,
): Promise<DashboardLookup> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ kind: lookups.kind }).from(lookups).where(eq(lookups.id, id));
    if (!found) throw new AppError('notFound', 'notFound');
    await lockLookupList(tx, found.kind);
    const [before] = await tx.select().from(lookups).where(eq(lookups.id, id)).for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    const checked = await checkLookupFields(tx, before.kind, body, before);
    const [after] = await tx
      .update(lookups)
      .set({ ...checked, sortOrder: body.sortOrder ?? before.sortOrder })
      .where(eq(lookups.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    const [was, is] = [lookupSnapshot(before), lookupSnapshot(after)];
    if (JSON.stringify(was) !== JSON.stringify(is))
      await recordAudit(
        tx,
        actor,
        { action: 'update', resource: 'Lookups', resourceId: id, before: was, after: is },
        now,
      );
    return readLookup(tx, id);
  });
}
