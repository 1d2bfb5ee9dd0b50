import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { photoSnapshot } from './agent-view.js';
import { getDashboardAgent } from './get-agent.js';

/** Removes the agent's photo and its file; an agent without one is left as is. */
export async function deleteAgentPhoto(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
): Promise<DashboardAgent> {
  const at = deps.clock.now();
  const { before, changed } = await deps.db.transaction((tx) =>
    auditedUpdate(tx, agents, id, {
      actor,
      at,
      resource: 'Agents',
      action: 'update',
      snapshot: photoSnapshot,
      change: (row) => (row.imageKey ? { imageKey: null } : undefined),
    }),
  );
  if (changed && before.imageKey) await deps.storage.delete(before.imageKey);
  return getDashboardAgent(deps, id);
}
