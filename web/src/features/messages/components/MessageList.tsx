import { useTranslation } from 'react-i18next';
import type { MessageItem } from '#contract/messages';
import type { Language } from '#contract/common';
import { dayOf, formatDay } from '../lib/time';
import { MessageBubble } from './MessageBubble';

interface MessageListProps {
  messages: MessageItem[];
  otherUserId: string;
  name: string;
}

function byDay(messages: MessageItem[]): { day: number; messages: MessageItem[] }[] {
  const days: { day: number; messages: MessageItem[] }[] = [];
  for (const message of messages) {
    const day = dayOf(new Date(message.createdAt));
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** The conversation, oldest first, under a heading for each day. */
export function MessageList({ messages, otherUserId, name }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const words = { today: t('messages.time.today'), yesterday: t('messages.time.yesterday') };
  return (
    <div role="log" aria-label={t('messages.thread.log', { name })} className="space-y-2">
      {byDay(messages).map(({ day, messages: ofDay }) => (
        <section key={day} aria-label={formatDay(day, language, words)}>
          <h2 className="my-3 flex justify-center">
            <span className="rounded-full border border-line bg-surface-raised px-3 py-0.5 text-xs font-medium text-ink-muted shadow-sm">
              {formatDay(day, language, words)}
            </span>
          </h2>
          <ol className="space-y-2">
            {ofDay.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderId !== otherUserId}
                sender={name}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
