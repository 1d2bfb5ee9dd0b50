import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailsPath } from '#web/entities/catalogue/paths';
import type { Thread } from '#web/entities/conversation/api';
import { ConfirmClientButton } from './ConfirmClientButton';
import { PropertyThumb } from './PropertyThumb';
import { Avatar } from '#web/components/ui/Avatar';

/** Who the conversation is with and which ad it is about; stays under the site header while scrolling. */
export function ThreadHeader({ thread, name }: { thread: Thread; name: string }) {
  const { t } = useTranslation();
  const { property, otherUser } = thread;
  return (
    <div className="sticky top-16 z-10 flex items-center gap-2 border-b border-line bg-surface-raised/95 px-2 py-2.5 backdrop-blur sm:gap-3 sm:px-4">
      <Link
        to="/messages"
        aria-label={t('messages.thread.back')}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface"
      >
        <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
      </Link>
      <Avatar name={otherUser.firstName} imageUrl={otherUser.imageUrl} />
      <div className="min-w-0 flex-1">
        <h1 dir="auto" className="truncate text-lg leading-snug font-bold">
          {name}
        </h1>
        <p className="flex min-w-0 gap-1 text-sm text-ink-muted">
          <span className="shrink-0">{t('messages.thread.about')}</span>
          <Link
            to={detailsPath(property)}
            dir="auto"
            className="min-w-0 truncate font-medium text-brand hover:underline"
          >
            {property.title}
          </Link>
        </p>
      </div>
      {thread.clientConfirmed !== null && (
        <ConfirmClientButton
          propertyId={property.id}
          userId={otherUser.id}
          confirmed={thread.clientConfirmed}
          name={name}
        />
      )}
      <Link
        to={detailsPath(property)}
        aria-label={t('messages.thread.openProperty')}
        className="shrink-0 rounded-lg"
      >
        <PropertyThumb property={property} className="w-14 sm:w-16" />
      </Link>
    </div>
  );
}
