import { and, asc, desc, sql } from 'drizzle-orm';
import type { AgentListQuery } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { equalsIfGiven } from '#server/lib/optional-filters.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { namedByCount, selectAgents, toDashboardAgent } from './agent-view.js';

const orders = {
  ...byAge(agents),
  nameAsc: [asc(sql`lower(${agents.fullNameEn})`), asc(agents.id)],
  nameDesc: [desc(sql`lower(${agents.fullNameEn})`), desc(agents.id)],
  adsAsc: [asc(namedByCount), asc(agents.id)],
  adsDesc: [desc(namedByCount), desc(agents.id)],
};

/** Agents, hidden ones included, newest first by default. */
export async function listDashboardAgents(deps: AppDeps, query: AgentListQuery) {
  const { fullNameAr, fullNameEn, phoneNumber, whatsapp, email } = agents;
  return pagedStaffList(deps.db, query, {
    rows: selectAgents(deps.db),
    counted: agents,
    where: and(
      containsText([fullNameAr, fullNameEn, phoneNumber, whatsapp, email], query.Query),
      equalsIfGiven(agents.hidden, query.IsHidden),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: (row) => toDashboardAgent(row, deps.storage),
  });
}
