import { Check, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '#contract/messages';
import type { Language } from '#contract/common';
import { ReportButton } from '#web/entities/report/components/ReportButton';
import { formatClock, formatFull } from '../lib/time';

/** One message: mine on the end side, theirs on the start side (mirrored in Arabic), the time under it. */
export function MessageBubble({
  message,
  mine,
  sender,
}: {
  message: MessageItem;
  mine: boolean;
  sender: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <li data-mine={mine} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%] ${
          mine
            ? 'rounded-ee-md bg-brand text-white dark:text-surface'
            : 'rounded-es-md border border-line bg-surface-raised text-ink'
        }`}
      >
        <span className="sr-only">{mine ? t('messages.thread.mine') : sender}: </span>
        <p dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          {message.body}
        </p>
      </div>
      <p className="mt-1 flex items-center gap-1 px-1 text-xs text-ink-muted">
        <time dateTime={message.createdAt} title={formatFull(message.createdAt, language)}>
          {formatClock(message.createdAt, language)}
        </time>
        {mine &&
          (message.read ? (
            <>
              <CheckCheck aria-hidden className="size-3.5 text-brand" />
              <span className="sr-only">{t('messages.thread.read')}</span>
            </>
          ) : (
            <>
              <Check aria-hidden className="size-3.5" />
              <span className="sr-only">{t('messages.thread.sent')}</span>
            </>
          ))}
      </p>
      {!mine && (
        <ReportButton
          kind="message"
          id={message.id}
          label={t('messages.thread.reportFrom', { name: sender })}
          className="min-h-8 text-xs"
        />
      )}
    </li>
  );
}
