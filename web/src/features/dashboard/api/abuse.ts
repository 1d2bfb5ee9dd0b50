import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  abuseSortOrders,
  DashboardMessage,
  DashboardReview,
} from '../../../../../contract/dashboard/abuse';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type AbuseSort = (typeof abuseSortOrders)[number];
/** The two kinds of text the website shows and staff may hide: reviews and property messages. */
export type AbuseKind = 'reviews' | 'messages';

/** `T` is the kind's item: `DashboardReview` for reviews, `DashboardMessage` for messages. */
export function useAbuseList<T extends DashboardReview | DashboardMessage>(
  kind: AbuseKind,
  params: ListParams<AbuseSort>,
  hidden: boolean | undefined,
) {
  return useQuery({
    queryKey: ['dashboard', kind, 'list', params, hidden],
    queryFn: () =>
      dashboardRequest<ListEnvelope<T>>(kind, {
        query: { ...pagingQuery(params), Hidden: hidden },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface HideAction {
  id: number;
  hidden: boolean;
  reason?: string;
}

export function useSetHidden(kind: AbuseKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden, reason }: HideAction) =>
      dashboardRequest<unknown>(`${kind}/${id}/${hidden ? 'hide' : 'unhide'}`, {
        method: 'POST',
        body: hidden ? { reason } : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard', kind] }),
  });
}
