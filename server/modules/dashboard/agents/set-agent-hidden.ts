import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { agentSnapshot } from './agent-view.js';
import { getDashboardAgent } from './get-agent.js';

/**
 * A hidden agent leaves the website's agent list and page; ads that already name them keep them.
 * Repeating either changes nothing and records nothing.
 */
export async function setAgentHidden(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  hidden: boolean,
): Promise<DashboardAgent> {
  const at = deps.clock.now();
  await deps.db.transaction((tx) =>
    auditedUpdate(tx, agents, id, {
      actor,
      at,
      resource: 'Agents',
      action: hidden ? 'hide' : 'unhide',
      snapshot: agentSnapshot,
      change: (before) => (before.hidden === hidden ? undefined : { hidden }),
    }),
  );
  return getDashboardAgent(deps, id);
}
