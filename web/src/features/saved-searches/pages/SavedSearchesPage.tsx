import { useQuery } from '@tanstack/react-query';
import { BellRing, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateMessage, stateActionClass } from '#web/components/ui/StateMessage';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { savedSearchesQuery } from '#web/entities/saved-search/api';
import { SavedSearchCard } from '../components/SavedSearchCard';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { SavedSearchesPage as Component };

/** /saved-searches: the user's saved searches, each with its alerts' settings (issue 20). */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const searches = useQuery({ ...savedSearchesQuery(), enabled: signedIn });

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('savedSearches.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('savedSearches.lead')}</p>
      <div className="mt-8">
        {!signedIn ? (
          <StateMessage
            icon={BellRing}
            tone="text-brand"
            title={t('savedSearches.signInTitle')}
            body={t('savedSearches.signInBody')}
          >
            <Link to="/register" className={stateActionClass}>
              <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />
              {t('savedSearches.signIn')}
            </Link>
          </StateMessage>
        ) : searches.isError ? (
          <StateMessage
            icon={BellRing}
            title={t('savedSearches.loadFailed')}
            body={t('savedSearches.lead')}
            action={{ label: t('savedSearches.retry'), onClick: () => void searches.refetch() }}
          />
        ) : searches.data === undefined ? (
          <div aria-busy className="h-32 animate-pulse rounded-[var(--radius-card)] bg-surface" />
        ) : searches.data.data.length === 0 ? (
          <StateMessage
            icon={BellRing}
            tone="text-brand"
            title={t('savedSearches.emptyTitle')}
            body={t('savedSearches.emptyBody')}
            action={{ to: '/search', label: t('savedSearches.browse') }}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-muted">
              {t('savedSearches.used', { used: searches.data.data.length, limit: searches.data.limit })}
            </p>
            <ul className="flex flex-col gap-3">
              {searches.data.data.map((search) => (
                <SavedSearchCard key={search.id} search={search} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
