import { count, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { agents, properties } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import { agentForChange, agentSnapshot } from './agent-view.js';

/**
 * Deletes an agent that no ad names (409 otherwise: hide them instead, so no ad loses its contact
 * without anyone noticing), then their photo.
 */
export async function deleteAgent(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const at = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    await agentForChange(tx, id);
    const [named] = await tx.select({ n: count() }).from(properties).where(eq(properties.agentId, id));
    if (named && named.n > 0) {
      throw new AppError('conflict', 'agentHasAds', { params: { count: named.n } });
    }
    return auditedDelete(tx, agents, id, { actor, at, resource: 'Agents', snapshot: agentSnapshot });
  });
  if (removed.imageKey) await deps.storage.delete(removed.imageKey);
}
