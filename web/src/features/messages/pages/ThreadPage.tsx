import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleAlert, MessageSquareOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '#web/lib/api/api-client';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { threadQuery } from '#web/entities/conversation/api';
import { MessageList } from '../components/MessageList';
import { StateMessage } from '#web/components/ui/StateMessage';
import { ThreadComposer } from '../components/ThreadComposer';
import { ThreadHeader } from '../components/ThreadHeader';
import { ThreadSkeleton } from '../components/ThreadSkeleton';
import { useScrollToNewest } from '../hooks/use-scroll-to-newest';
import { SignInRedirect } from '#web/components/SignInRedirect';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ThreadPage as Component };

const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /messages/:propertyId/:userId: one conversation; another one is a new page with its own state. */
export function ThreadPage() {
  const { propertyId: rawId = '', userId = '' } = useParams();
  const propertyId = /^\d{1,10}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const valid = propertyId > 0 && propertyId <= MAX_ID && UUID.test(userId);
  const signedIn = useIsSignedIn();
  if (!signedIn) return <SignInRedirect />;
  return <Conversation key={`${rawId}/${userId}`} propertyId={propertyId} userId={userId} valid={valid} />;
}

function Conversation({ propertyId, userId, valid }: { propertyId: number; userId: string; valid: boolean }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const thread = useQuery({
    ...threadQuery(propertyId, userId, pages),
    enabled: valid,
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
  const data = thread.data;
  const name = data ? (data.otherUser.firstName ?? t('messages.user.fallback')) : '';
  useDocumentTitle(data ? t('messages.thread.pageTitle', { name }) : t('messages.inbox.pageTitle'));
  const end = useRef<HTMLDivElement>(null);
  const newest = data?.messages.at(-1);
  useScrollToNewest(end, newest && { id: newest.id, mine: newest.senderId !== userId });

  let content;
  if (!valid || isNotFound(thread.error)) {
    content = (
      <Problem
        icon={MessageSquareOff}
        title={t('messages.thread.notFoundTitle')}
        body={t('messages.thread.notFoundBody')}
        action={{ to: '/messages', label: t('messages.thread.toInbox') }}
      />
    );
  } else if (data) {
    content = (
      <>
        <ThreadHeader thread={data} name={name} />
        <div className="flex-1 px-3 py-4 sm:px-4">
          {data.hasEarlier && (
            <div className="mb-2 flex justify-center">
              <button
                type="button"
                disabled={thread.isPlaceholderData}
                onClick={() => setPages((shown) => shown + 1)}
                className="rounded-full border border-line bg-surface-raised px-4 py-1.5 text-sm font-medium hover:bg-surface disabled:opacity-60"
              >
                {thread.isPlaceholderData
                  ? t('messages.thread.loadingEarlier')
                  : t('messages.thread.earlier')}
              </button>
            </div>
          )}
          <MessageList messages={data.messages} otherUserId={data.otherUser.id} name={name} />
        </div>
        <ThreadComposer propertyId={data.property.id} receiverId={data.otherUser.id} />
      </>
    );
  } else if (thread.isError) {
    content = (
      <Problem
        icon={CircleAlert}
        tone="text-accent"
        title={t('messages.thread.errorTitle')}
        body={t('messages.thread.errorBody')}
        action={{ label: t('messages.thread.retry'), onClick: () => void thread.refetch() }}
      />
    );
  } else {
    content = (
      <>
        <p className="sr-only">{t('messages.thread.loading')}</p>
        <ThreadSkeleton />
      </>
    );
  }

  return (
    <section
      aria-busy={thread.isPending && valid ? true : undefined}
      className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-3xl flex-col"
    >
      {content}
      <div ref={end} />
    </section>
  );
}

function Problem(props: Parameters<typeof StateMessage>[0]) {
  return (
    <div className="px-4 py-10">
      <StateMessage {...props} />
    </div>
  );
}
