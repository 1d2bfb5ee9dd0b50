import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AgentListQuery } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { pagedList, rowCount } from '#server/lib/paging.js';
import { namedByCount, selectAgents, toDashboardAgent } from './agent-view.js';

const orders = {
  newest: [desc(agents.createdAt), desc(agents.id)],
  oldest: [asc(agents.createdAt), asc(agents.id)],
  nameAsc: [asc(sql`lower(${agents.fullNameEn})`), asc(agents.id)],
  nameDesc: [desc(sql`lower(${agents.fullNameEn})`), desc(agents.id)],
  adsAsc: [asc(namedByCount), asc(agents.id)],
  adsDesc: [desc(namedByCount), desc(agents.id)],
} as const;

/** Agents, hidden ones included, newest first by default. */
export async function listDashboardAgents(deps: AppDeps, query: AgentListQuery) {
  const where = and(
    containsText(
      [agents.fullNameAr, agents.fullNameEn, agents.phoneNumber, agents.whatsapp, agents.email],
      query.Query,
    ),
    query.IsHidden === undefined ? undefined : eq(agents.hidden, query.IsHidden),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectAgents(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(agents).where(where),
    (row) => toDashboardAgent(row, deps.storage),
  );
}
