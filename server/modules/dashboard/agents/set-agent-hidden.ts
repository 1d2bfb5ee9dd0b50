import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { agentSnapshot } from './agent-view.js';
import { changeAgent } from './change-agent.js';
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
  await changeAgent(deps, actor, id, {
    action: hidden ? 'hide' : 'unhide',
    snapshot: agentSnapshot,
    change: (before) => (before.hidden === hidden ? undefined : { hidden }),
  });
  return getDashboardAgent(deps, id);
}
