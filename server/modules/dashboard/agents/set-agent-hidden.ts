import { eq } from 'drizzle-orm';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { agentForChange, agentSnapshot } from './agent-view.js';
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
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await agentForChange(tx, id);
    if (before.hidden === hidden) return;
    const [after] = await tx.update(agents).set({ hidden }).where(eq(agents.id, id)).returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: hidden ? 'hide' : 'unhide',
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
