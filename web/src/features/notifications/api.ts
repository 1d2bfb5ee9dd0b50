import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '../../../../contract/limits';
import type { NotificationList } from '../../../../contract/notifications';
import { apiRequest } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

/** The panel's pages (spec §7: PageSize 4, PageNumber zero-based), in the reader's language. */
export const notificationsPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['notifications', i18n.language, page],
    queryFn: () =>
      apiRequest<NotificationList>(
        `website/notifications/GetAll?PageSize=${NOTIFICATION_PAGE_SIZE}&PageNumber=${page}`,
      ),
  });

/** Spec §4: sent after the interface already shows the items read; the list is refetched after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<{ updated: number }>('website/notifications/readNotification', {
        method: 'PUT',
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
