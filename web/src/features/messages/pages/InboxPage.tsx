import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { conversationsQuery } from '#web/entities/conversation/api';
import { InboxSkeleton } from '../components/InboxSkeleton';
import { StateMessage } from '#web/components/ui/StateMessage';
import { PropertyGroup } from '../components/PropertyGroup';
import { groupByProperty } from '../lib/group-conversations';
import { SignInRedirect } from '#web/components/SignInRedirect';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { InboxPage as Component };

const PAGE_SIZE = 30;

/** /messages: the caller's conversations, grouped by ad, the most recent first. */
export function InboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('messages.inbox.pageTitle'));
  const signedIn = useIsSignedIn();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('page')) || 0);
  const conversations = useQuery({
    ...conversationsQuery(page, PAGE_SIZE),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
  if (!signedIn) return <SignInRedirect />;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('messages.inbox.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('messages.inbox.lead')}</p>
      <div className="mt-6" aria-busy={conversations.isPending || undefined}>
        {conversations.isPending ? (
          <>
            <p className="sr-only">{t('messages.inbox.loading')}</p>
            <InboxSkeleton />
          </>
        ) : conversations.isError ? (
          <StateMessage
            icon={CircleAlert}
            tone="text-accent"
            title={t('messages.inbox.errorTitle')}
            body={t('messages.inbox.errorBody')}
            action={{ label: t('messages.inbox.retry'), onClick: () => void conversations.refetch() }}
          />
        ) : conversations.data.data.length === 0 ? (
          <StateMessage
            icon={Inbox}
            title={t('messages.inbox.emptyTitle')}
            body={t('messages.inbox.emptyBody')}
            action={{ to: '/search', label: t('messages.inbox.browse') }}
          />
        ) : (
          <div className="space-y-5">
            {groupByProperty(conversations.data.data).map((group) => (
              <PropertyGroup key={group.property.id} group={group} />
            ))}
          </div>
        )}
      </div>
      <Pager
        page={page}
        pages={conversations.data?.totalPages ?? 0}
        onPage={(next) => setSearch(next > 0 ? { page: String(next) } : {})}
      />
    </section>
  );
}
