import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BroadcastAnswer,
  BroadcastBody,
  BroadcastPreviewAnswer,
  BroadcastRecord,
  BroadcastSegment,
} from '../../../../../contract/dashboard/notifications';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export function usePreviewBroadcast() {
  return useMutation({
    mutationFn: (segment: BroadcastSegment) =>
      dashboardRequest<BroadcastPreviewAnswer>('notifications/broadcast/preview', {
        method: 'POST',
        body: { segment },
      }),
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastBody) =>
      dashboardRequest<BroadcastAnswer>('notifications/broadcast', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'broadcasts'] }),
  });
}

export function useBroadcastHistory(params: ListParams) {
  return useQuery({
    queryKey: ['dashboard', 'broadcasts', params],
    queryFn: () =>
      dashboardRequest<ListEnvelope<BroadcastRecord>>('notifications/broadcasts', {
        query: pagingQuery(params),
      }),
    placeholderData: keepPreviousData,
  });
}
