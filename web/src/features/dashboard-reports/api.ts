import type { ReportDecisionBody, reportSortOrders, reportStates } from '#contract/dashboard/reports';
import { decideReport, listReports } from '#contract/endpoints/dashboard/reports';
import { listModeratedProperties } from '#contract/endpoints/dashboard/properties';
import { listMessages, listReviews } from '#contract/endpoints/dashboard/abuse';
import type { ReportKind } from '#contract/reports';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type ReportSort = (typeof reportSortOrders)[number];
export type ReportState = (typeof reportStates)[number];

export function useReportQueue(
  params: ListParams<ReportSort>,
  kind: ReportKind | undefined,
  state: ReportState,
) {
  const { PageNumber, PageSize, SortBy } = pagingQuery(params);
  const query = { PageNumber, PageSize, SortBy, Kind: kind, State: state };
  return useListQuery(endpointQuery(listReports, { query }));
}

/** A decision changes the queue, and the lists of what it hid or sent back to review. */
export function useDecideReport() {
  return useResourceMutation(
    ({ kind, id, body }: { kind: ReportKind; id: number; body: ReportDecisionBody }) =>
      call(decideReport, { params: { kind, id }, body }),
    listReports,
    listReviews,
    listMessages,
    listModeratedProperties,
  );
}
