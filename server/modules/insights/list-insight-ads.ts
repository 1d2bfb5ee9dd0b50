import type { Language } from '#contract/common.js';
import type { InsightAdList, InsightPeriod, InsightSort } from '#contract/insights.js';
import type { AppDeps } from '#server/deps.js';
import { adRows } from './ad-rows.js';
import { countingWindow } from './insight-figures.js';
import type { InsightScope } from './insight-scope.js';

export interface AdListQuery {
  days: InsightPeriod;
  PageSize: number;
  PageNumber: number;
  SortBy: InsightSort;
}

/** A page of the scope's ads with their counts over the period and their ranks. */
export async function listInsightAds(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: InsightScope,
  query: AdListQuery,
  language: Language,
): Promise<InsightAdList> {
  const { window } = countingWindow(deps.clock.now(), query.days);
  const { rows, total } = await adRows(deps.db, {
    scope,
    period: window.days,
    today: window.to,
    sort: query.SortBy,
    language,
    page: { limit: query.PageSize, offset: query.PageNumber * query.PageSize },
  });
  return {
    data: rows,
    totalDataCount: total,
    totalPages: Math.ceil(total / query.PageSize),
    days: window.days,
    from: window.from,
    to: window.to,
  };
}
