import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationItem } from '#contract/messages';
import type { Language } from '#contract/common';
import { formatFull, formatShortTime } from '../lib/time';
import { threadPath } from '#web/entities/conversation/paths';
import { UnreadBadge } from './UnreadBadge';
import { Avatar } from '#web/components/ui/Avatar';

/** One person in a property's group: who, when, the last words, and how many are unread. */
export function ConversationRow({ conversation }: { conversation: ConversationItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { property, otherUser, lastMessage, unreadCount } = conversation;
  const name = otherUser.firstName ?? t('messages.user.fallback');
  const mine = lastMessage.senderId !== otherUser.id;
  const unread = unreadCount > 0;
  const words = { today: t('messages.time.today'), yesterday: t('messages.time.yesterday') };
  return (
    <li>
      <Link
        to={threadPath(property.id, otherUser.id)}
        className="flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-surface focus-visible:bg-surface"
      >
        <Avatar name={otherUser.firstName} imageUrl={otherUser.imageUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p dir="auto" className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>
              {name}
            </p>
            <time
              dateTime={lastMessage.createdAt}
              title={formatFull(lastMessage.createdAt, language)}
              className={`shrink-0 text-xs ${unread ? 'font-bold text-brand' : 'text-ink-muted'}`}
            >
              {formatShortTime(lastMessage.createdAt, language, words)}
            </time>
          </div>
          <div className="mt-0.5 flex items-center justify-between gap-3">
            <p className={`flex min-w-0 gap-1 text-sm ${unread ? 'text-ink' : 'text-ink-muted'}`}>
              {mine && <span className="shrink-0 font-medium">{t('messages.inbox.you')}</span>}
              {/* Its own direction, so a long excerpt loses its end, not its beginning. */}
              <span dir="auto" className="min-w-0 truncate">
                {lastMessage.body.replace(/\s+/g, ' ')}
              </span>
            </p>
            {unread && <UnreadBadge count={unreadCount} />}
          </div>
        </div>
      </Link>
    </li>
  );
}
