import { eq } from 'drizzle-orm';
import type { AgentBodyParsed, DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { agentColumns } from './agent-fields.js';
import { agentForChange, agentSnapshot } from './agent-view.js';
import { getDashboardAgent } from './get-agent.js';

/** Replaces the agent's details (PUT: every field is sent); the photo and visibility stay. */
export async function updateAgent(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  body: AgentBodyParsed,
): Promise<DashboardAgent> {
  const columns = agentColumns(body);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await agentForChange(tx, id);
    const [after] = await tx.update(agents).set(columns).where(eq(agents.id, id)).returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'update',
        resource: 'Agents',
        resourceId: id,
        before: agentSnapshot(before),
        after: agentSnapshot(after),
      },
      now,
    );
  });
  return getDashboardAgent(deps, id);
}
