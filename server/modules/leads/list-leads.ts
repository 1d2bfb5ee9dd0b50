import type { Language } from '#contract/common.js';
import type { LeadFilters, LeadList } from '#contract/leads.js';
import { envelope } from '#contract/paging.js';
import type { AppDeps } from '#server/deps.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { leadsWhere, selectLeads, toLead, type LeadScope } from './lead-query.js';
import { requireOfficeManager } from './office-access.js';

type Page = LeadFilters & { PageSize: number; PageNumber: number };

async function pageOfLeads(
  deps: Pick<AppDeps, 'db'>,
  scope: LeadScope,
  query: Page,
  language: Language,
): Promise<LeadList> {
  const rows = await selectLeads(deps.db, leadsWhere(scope, query))
    .limit(query.PageSize)
    .offset(query.PageNumber * query.PageSize);
  return envelope(
    rows.map((row) => toLead(row, language)),
    rows[0]?.total ?? 0,
    query.PageSize,
  );
}

/** The leads on the caller's own ads. */
export function listMyLeads(deps: Pick<AppDeps, 'db'>, caller: AuthUser, query: Page, language: Language) {
  return pageOfLeads(deps, { advertiserId: caller.id }, query, language);
}

/** The leads on an office's ads, for its owner and managers. */
export async function listOfficeLeads(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  officeId: number,
  query: Page,
  language: Language,
): Promise<LeadList> {
  await requireOfficeManager(deps.db, officeId, caller.id);
  return pageOfLeads(deps, { officeId }, query, language);
}
