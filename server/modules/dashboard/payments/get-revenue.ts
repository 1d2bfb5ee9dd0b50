import type { Language } from '#contract/common.js';
import type { RevenueQuery, RevenueReport } from '#contract/dashboard/payments-finance.js';
import type { AppDeps } from '#server/deps.js';
import { revenueReport } from './revenue-rows.js';

/** Revenue per Riyadh day and product over the range, with every day's and product's totals. */
export function getRevenue(
  deps: Pick<AppDeps, 'db'>,
  range: RevenueQuery,
  language: Language,
): Promise<RevenueReport> {
  return revenueReport(deps.db, range, language);
}
