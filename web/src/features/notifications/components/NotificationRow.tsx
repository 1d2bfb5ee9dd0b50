import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '#contract/notifications';
import { formatRelativeTime } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

interface NotificationRowProps {
  item: NotificationItem;
  onOpen: () => void;
  onMarkRead: () => void;
}

/** One notification: category, title, text and age; unread ones are marked and can be marked read. */
export function NotificationRow({ item, onOpen, onMarkRead }: NotificationRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const category =
    item.category === 1
      ? t('notifications.category.1')
      : item.category === 2
        ? t('notifications.category.2')
        : item.type === 'broadcast'
          ? t('notifications.broadcast')
          : null;

  return (
    <li className={`flex items-start gap-1 ${item.read ? '' : 'bg-brand/5 dark:bg-brand/10'}`}>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onOpen}
          className={`w-full px-4 pt-3 text-start hover:bg-surface focus-visible:bg-surface ${item.unsubscribePath ? 'pb-1' : 'pb-3'}`}
        >
          <span className="flex items-center gap-2 text-xs text-ink-muted">
            {!item.read && (
              <span className="size-2 shrink-0 rounded-full bg-brand">
                <span className="sr-only">{t('notifications.unread')}</span>
              </span>
            )}
            {category && (
              <span className="rounded-full bg-surface px-2 py-0.5 font-medium text-ink">{category}</span>
            )}
            <time dateTime={item.createdAt} className="ms-auto shrink-0">
              {formatRelativeTime(item.createdAt, language)}
            </time>
          </span>
          <span dir="auto" className={`mt-1 block text-sm ${item.read ? 'font-medium' : 'font-bold'}`}>
            {item.title}
          </span>
          <span dir="auto" className="mt-0.5 line-clamp-2 block text-sm text-ink-muted">
            {item.body}
          </span>
        </button>
        {item.unsubscribePath && (
          // A saved search's alert: its signed link stops the search's alerts (issue 20).
          <Link
            to={item.unsubscribePath}
            className="mx-4 mb-3 inline-block text-xs text-ink-muted underline hover:text-brand"
          >
            {t('notifications.stopAlerts')}
          </Link>
        )}
      </div>
      {!item.read && (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={t('notifications.markOne')}
          title={t('notifications.markOne')}
          className="me-2 mt-3 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-brand"
        >
          <Check aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}
