import { eq } from 'drizzle-orm';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { selectAgents, toDashboardAgent } from './agent-view.js';

/** One agent, hidden or not. */
export async function getDashboardAgent(deps: AppDeps, id: number): Promise<DashboardAgent> {
  const [row] = await selectAgents(deps.db).where(eq(agents.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardAgent(row, deps.storage);
}
