import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listNotifications } from '#contract/endpoints/notifications';
import { invalidateResources } from '#web/lib/api/endpoint-queries';
import { notify } from '#web/lib/browser/notify';
import { followNotifications } from '../lib/follow-notifications';
import { notificationLink } from '../lib/notification-link';
import { relatedQueries } from '../lib/related-queries';

/**
 * While the page is open, new notifications arrive over the stream: the panel, and whatever screen
 * they concern, refetch, and a toast offers to open the ad. Reconnects in the new language on a switch.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const lastEventId = useRef('');

  useEffect(() => {
    const controller = new AbortController();
    void followNotifications({
      signal: controller.signal,
      lastEventId,
      onNotification: (item) => {
        void invalidateResources(queryClient, listNotifications, ...relatedQueries(item.type));
        const link = notificationLink(item);
        notify.info(item.title, {
          description: item.body,
          ...(link && { action: { label: t('notifications.open'), onClick: () => void navigate(link) } }),
        });
      },
    });
    return () => controller.abort();
  }, [queryClient, navigate, t, i18n.language]);
}
