import type { InsightPeriod, InsightSort } from '#contract/insights';
import {
  exportMyInsights,
  exportOfficeInsights,
  getMyAdInsights,
  getMyInsights,
  getOfficeAdInsights,
  getOfficeInsights,
  listMyInsightAds,
  listOfficeInsightAds,
} from '#contract/endpoints/insights';
import { downloadFile } from '#web/lib/api/download-file';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/** Whose ads the desk shows: the reader's own, or an office's (all, or one agent's). */
export type DeskScope = { kind: 'mine' } | { kind: 'office'; officeId: number; agentId?: string | undefined };

export interface AdPage {
  page: number;
  size: number;
  sort: InsightSort;
}

/** The totals, the period before and each day. */
export const summaryQuery = (scope: DeskScope, days: InsightPeriod) =>
  scope.kind === 'mine'
    ? endpointQuery(getMyInsights, { query: { days } })
    : endpointQuery(getOfficeInsights, {
        params: { id: scope.officeId },
        query: { days, agentId: scope.agentId },
      });

/** A page of the ads with their counts and ranks. */
export const adRowsQuery = (scope: DeskScope, days: InsightPeriod, { page, size, sort }: AdPage) => {
  const paging = { days, PageNumber: page, PageSize: size, SortBy: sort };
  return scope.kind === 'mine'
    ? endpointQuery(listMyInsightAds, { query: paging })
    : endpointQuery(listOfficeInsightAds, {
        params: { id: scope.officeId },
        query: { ...paging, agentId: scope.agentId },
      });
};

/** One ad's days. */
export const adDetailQuery = (scope: DeskScope, propertyId: number, days: InsightPeriod) =>
  scope.kind === 'mine'
    ? endpointQuery(getMyAdInsights, { params: { propertyId }, query: { days } })
    : endpointQuery(getOfficeAdInsights, { params: { id: scope.officeId, propertyId }, query: { days } });

/** The CSV file of the ads over the period. */
export const downloadCsv = (scope: DeskScope, days: InsightPeriod) =>
  scope.kind === 'mine'
    ? downloadFile(exportMyInsights, { query: { days } })
    : downloadFile(exportOfficeInsights, {
        params: { id: scope.officeId },
        query: { days, agentId: scope.agentId },
      });
