import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { photoSnapshot } from './agent-view.js';
import { changeAgent } from './change-agent.js';
import { getDashboardAgent } from './get-agent.js';

/** Removes the agent's photo and its file; an agent without one is left as is. */
export async function deleteAgentPhoto(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
): Promise<DashboardAgent> {
  const { before, changed } = await changeAgent(deps, actor, id, {
    action: 'update',
    snapshot: photoSnapshot,
    change: (row) => (row.imageKey ? { imageKey: null } : undefined),
  });
  if (changed && before.imageKey) await deps.storage.delete(before.imageKey);
  return getDashboardAgent(deps, id);
}
