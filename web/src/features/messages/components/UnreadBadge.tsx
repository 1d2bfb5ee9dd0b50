import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

/** The number of unread messages, read out in words; 99+ beyond two digits. */
export function UnreadBadge({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-white dark:text-surface">
      <span aria-hidden>{count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language)}</span>
      <span className="sr-only">{t('messages.inbox.unread', { n: formatNumber(count, language) })}</span>
    </span>
  );
}
