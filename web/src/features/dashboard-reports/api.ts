import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportDecisionBody, reportSortOrders, reportStates } from '#contract/dashboard/reports';
import { decideReport, listReports } from '#contract/endpoints/dashboard/reports';
import { listModeratedProperties } from '#contract/endpoints/dashboard/properties';
import { listMessages, listReviews } from '#contract/endpoints/dashboard/abuse';
import type { ReportKind } from '#contract/reports';
import { call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';

export type ReportSort = (typeof reportSortOrders)[number];
export type ReportState = (typeof reportStates)[number];

export function useReportQueue(
  params: ListParams<ReportSort>,
  kind: ReportKind | undefined,
  state: ReportState,
) {
  const { PageNumber, PageSize, SortBy } = pagingQuery(params);
  const query = { PageNumber, PageSize, SortBy, Kind: kind, State: state };
  const options = endpointQuery(listReports, { query });
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

/** A decision changes the queue, and the lists of what it hid or sent back to review. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ReportKind; id: number; body: ReportDecisionBody }) =>
      call(decideReport, { params: { kind, id }, body }),
    onSuccess: () =>
      invalidateResources(queryClient, listReports, listReviews, listMessages, listModeratedProperties),
  });
}
