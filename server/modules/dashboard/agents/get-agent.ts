import { eq } from 'drizzle-orm';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import { selectAgents, toDashboardAgent } from './agent-view.js';

/** One agent, hidden or not. */
export async function getDashboardAgent(deps: AppDeps, id: number): Promise<DashboardAgent> {
  return toDashboardAgent(foundRow(await selectAgents(deps.db).where(eq(agents.id, id))), deps.storage);
}
