import type { AgentBodyParsed, DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { agentColumns } from './agent-fields.js';
import { agentSnapshot } from './agent-view.js';
import { changeAgent } from './change-agent.js';
import { getDashboardAgent } from './get-agent.js';

/** Replaces the agent's details (PUT: every field is sent); the photo and visibility stay. */
export async function updateAgent(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  body: AgentBodyParsed,
): Promise<DashboardAgent> {
  const columns = agentColumns(body);
  await changeAgent(deps, actor, id, { action: 'update', snapshot: agentSnapshot, change: () => columns });
  return getDashboardAgent(deps, id);
}
