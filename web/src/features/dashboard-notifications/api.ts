import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BroadcastBody, BroadcastSegment } from '#contract/dashboard/notifications';
import { listBroadcasts, previewBroadcast, sendBroadcast } from '#contract/endpoints/dashboard/notifications';
import { call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';

export function usePreviewBroadcast() {
  return useMutation({
    mutationFn: (segment: BroadcastSegment) => call(previewBroadcast, { body: { segment } }),
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastBody) => call(sendBroadcast, { body }),
    onSuccess: () => invalidateResources(queryClient, listBroadcasts),
  });
}

export function useBroadcastHistory(params: ListParams) {
  return useQuery({
    ...endpointQuery(listBroadcasts, { query: pagingQuery(params) }),
    placeholderData: keepPreviousData,
  });
}
