import { eq } from 'drizzle-orm';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { agentForChange } from './agent-view.js';
import { getDashboardAgent } from './get-agent.js';

/** Removes the agent's photo and its file; an agent without one is left as is. */
export async function deleteAgentPhoto(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
): Promise<DashboardAgent> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const before = await agentForChange(tx, id);
    if (!before.imageKey) return null;
    await tx.update(agents).set({ imageKey: null }).where(eq(agents.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'update',
        resource: 'Agents',
        resourceId: id,
        before: { imageKey: before.imageKey },
        after: { imageKey: null },
      },
      now,
    );
    return before.imageKey;
  });
  if (removed) await deps.storage.delete(removed);
  return getDashboardAgent(deps, id);
}
