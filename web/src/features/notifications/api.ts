import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listNotifications, readNotifications } from '#contract/endpoints/notifications';
import { NOTIFICATION_PAGE_SIZE } from '#contract/limits';
import { call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';

/** The panel's pages (spec §7: PageSize 4, PageNumber zero-based), in the reader's language. */
export const notificationsPageQuery = (page: number) =>
  endpointQuery(listNotifications, { query: { PageSize: NOTIFICATION_PAGE_SIZE, PageNumber: page } });

/** Spec §4: sent after the interface already shows the items read; the list is refetched after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(readNotifications, { body: { ids } }),
    onSettled: () => invalidateResources(queryClient, readNotifications),
  });
}
