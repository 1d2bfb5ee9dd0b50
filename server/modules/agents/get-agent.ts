import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { Language } from '#contract/common.js';
import { publishedCount, toAgentItem } from './agent-view.js';

export async function getAgent(deps: AppDeps, id: number, language: Language) {
  const [row] = await deps.db
    .select({ agent: agents, propertiesCount: publishedCount })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.hidden, false)));
  if (!row) throw new AppError('notFound', 'notFound');
  return toAgentItem(row.agent, row.propertiesCount, language, deps.storage);
}
