import type { AgentBodyParsed, DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedInsert } from '../audit/audited-insert.js';
import { agentColumns } from './agent-fields.js';
import { agentSnapshot } from './agent-view.js';
import { getDashboardAgent } from './get-agent.js';

/** A new, visible agent without a photo (the photo has its own upload). */
export async function createAgent(
  deps: AppDeps,
  actor: AuditActor,
  body: AgentBodyParsed,
): Promise<DashboardAgent> {
  const columns = agentColumns(body);
  const at = deps.clock.now();
  const row = await deps.db.transaction((tx) =>
    auditedInsert(
      tx,
      agents,
      { ...columns, createdAt: at },
      { actor, at, resource: 'Agents', snapshot: agentSnapshot },
    ),
  );
  return getDashboardAgent(deps, row.id);
}
