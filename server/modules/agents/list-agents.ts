import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { Language } from '#contract/common.js';
import { pagedList, rowCount } from '#server/lib/paging.js';
import { publishedCount, toAgentItem } from './agent-view.js';

interface AgentQuery {
  PageSize: number;
  PageNumber: number;
  Query?: string | undefined;
}

export async function listAgents(deps: AppDeps, query: AgentQuery, language: Language) {
  const conditions: (SQL | undefined)[] = [eq(agents.hidden, false)];
  if (query.Query) {
    const pattern = `%${query.Query.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(or(ilike(agents.fullNameAr, pattern), ilike(agents.fullNameEn, pattern)));
  }
  const where = and(...conditions);
  return pagedList(
    query,
    (limit, offset) =>
      deps.db
        .select({ agent: agents, propertiesCount: publishedCount })
        .from(agents)
        .where(where)
        .orderBy(asc(agents.id))
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(agents).where(where),
    (row) => toAgentItem(row.agent, row.propertiesCount, language, deps.storage),
  );
}
