import type { AgentBodyParsed, DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
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
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agents)
      .values({ ...columns, createdAt: now })
      .returning();
    if (!row) throw new Error('agent insert returned nothing');
    await recordAudit(
      tx,
      actor,
      { action: 'create', resource: 'Agents', resourceId: row.id, after: agentSnapshot(row) },
      now,
    );
    return row.id;
  });
  return getDashboardAgent(deps, id);
}
