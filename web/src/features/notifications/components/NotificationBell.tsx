import { Bell } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButton } from '#web/components/ui/icon-button';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { NotificationPanel, PANEL_ID } from './NotificationPanel';
import { useNotificationPage } from '../hooks/use-notification-page';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useFreshPushSubscription } from '../push/use-fresh-push-subscription';

/** The header's bell for a signed-in user: the unread badge, the panel, and live updates. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const state = useNotificationPage();
  useLiveNotifications();
  useFreshPushSubscription();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);
  const unread = state.unreadOnPage;

  return (
    <div ref={container} className="md:relative">
      <button
        ref={bell}
        type="button"
        className={`${iconButton} relative`}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-[#c0352b] px-1 text-xs leading-none font-bold text-white"
          >
            {formatNumber(unread, i18n.language as Language)}
          </span>
        )}
      </button>
      {open && <NotificationPanel state={state} container={container} onClose={close} />}
    </div>
  );
}
