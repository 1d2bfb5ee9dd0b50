import { useMutation } from '@tanstack/react-query';
import type { BroadcastBody, BroadcastSegment } from '#contract/dashboard/notifications';
import { listBroadcasts, previewBroadcast, sendBroadcast } from '#contract/endpoints/dashboard/notifications';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export function usePreviewBroadcast() {
  return useMutation({
    mutationFn: (segment: BroadcastSegment) => call(previewBroadcast, { body: { segment } }),
  });
}

export function useSendBroadcast() {
  return useResourceMutation((body: BroadcastBody) => call(sendBroadcast, { body }), listBroadcasts);
}

export function useBroadcastHistory(params: ListParams) {
  return useListQuery(endpointQuery(listBroadcasts, { query: pagingQuery(params) }));
}
