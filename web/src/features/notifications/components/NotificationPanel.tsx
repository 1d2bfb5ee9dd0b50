import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { counted, formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import type { useNotificationPage } from '../hooks/use-notification-page';
import { notificationLink } from '../lib/notification-link';
import { NotificationRow } from './NotificationRow';
import { CloseButton } from '#web/components/ui/CloseButton';

export const PANEL_ID = 'notification-panel';

interface NotificationPanelProps {
  state: ReturnType<typeof useNotificationPage>;
  /** The bell and the panel: a press outside both closes the panel. */
  container: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

const pagerButton =
  'inline-flex h-9 items-center gap-1 rounded-lg border border-line px-3 text-sm font-medium hover:bg-surface disabled:opacity-40 disabled:hover:bg-transparent';

/** The panel of spec §2: a page of 4, mark one or all read, paging, the total; opens the ad on click. */
export function NotificationPanel({ state, container, onClose }: NotificationPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container, onClose]);

  const open = (item: (typeof state.items)[number]) => {
    if (!item.read) state.markOne(item.id);
    const link = notificationLink(item);
    if (!link) return;
    onClose(false);
    void navigate(link);
  };

  return (
    <section
      id={PANEL_ID}
      aria-labelledby={`${PANEL_ID}-title`}
      className="fixed inset-x-2 top-[4.5rem] z-50 flex max-h-[calc(100dvh-5.5rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised text-ink shadow-xl md:absolute md:inset-x-auto md:end-0 md:top-full md:mt-2 md:w-96"
    >
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <h2 id={`${PANEL_ID}-title`} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {t('notifications.title')}
        </h2>
        <button
          type="button"
          onClick={state.markAll}
          disabled={state.unreadOnPage === 0}
          className="ms-auto rounded-lg px-2 py-1 text-sm font-medium text-brand hover:bg-surface disabled:text-ink-muted disabled:opacity-60 disabled:hover:bg-transparent"
        >
          {t('notifications.markAll')}
        </button>
        <CloseButton
          label={t('notifications.close')}
          onClick={() => onClose(true)}
          className="size-8 hover:bg-surface"
          iconClass="size-4"
        />
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite" aria-busy={state.isLoading}>
        {state.isLoading ? (
          <p className="px-4 py-8 text-center text-sm text-ink-muted">{t('notifications.loading')}</p>
        ) : state.isError ? (
          <p className="px-4 py-8 text-center text-sm text-ink-muted">{t('notifications.loadFailed')}</p>
        ) : state.items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-ink-muted">{t('notifications.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {state.items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                onOpen={() => open(item)}
                onMarkRead={() => state.markOne(item.id)}
              />
            ))}
          </ul>
        )}
      </div>

      {state.total > 0 && (
        <footer className="space-y-2 border-t border-line px-4 py-3 text-sm">
          {state.totalPages > 1 && (
            <div className="flex items-center justify-between gap-2">
              <button
                type="button"
                className={pagerButton}
                disabled={state.page === 0}
                onClick={() => state.setPage(state.page - 1)}
              >
                <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
                {t('notifications.previous')}
              </button>
              <span className="text-ink-muted">
                {t('notifications.pageOf', {
                  page: formatNumber(state.page + 1, language),
                  pages: formatNumber(state.totalPages, language),
                })}
              </span>
              <button
                type="button"
                className={pagerButton}
                disabled={state.page >= state.totalPages - 1}
                onClick={() => state.setPage(state.page + 1)}
              >
                {t('notifications.next')}
                <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </button>
            </div>
          )}
          <p className="text-center text-ink-muted">
            {t('notifications.total', counted(state.total, language))}
          </p>
        </footer>
      )}
    </section>
  );
}
