import { useQuery } from '@tanstack/react-query';
import { Heart, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { favoritesQuery } from '#web/entities/catalogue/api';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { StateMessage, stateActionClass, stateLinkClass } from '#web/components/ui/StateMessage';
import { PAGE_GRID } from '#web/entities/catalogue/page-grid';
import { PropertyGrid } from '#web/entities/catalogue/components/PropertyGrid';
import { useSignInPath } from '#web/lib/session/sign-in-return';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { FavoritesPage as Component };

const PAGE_SIZE = 12;

/** /Favorite: the signed-in user's saved properties, most recently saved first. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const signIn = useSignInPath();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('PageNumber')) || 0);
  const favorites = useQuery({ ...favoritesQuery(page, PAGE_SIZE), enabled: signedIn });

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('site.favorites.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('site.favorites.lead')}</p>
      <div className="mt-8">
        {signedIn ? (
          <>
            <PropertyGrid
              layout={PAGE_GRID}
              query={favorites}
              skeletons={4}
              emptyTitle={t('site.favorites.emptyTitle')}
              emptyBody={t('site.favorites.emptyBody')}
              emptyAction={
                <Link to="/search" className={stateLinkClass}>
                  {t('site.favorites.browse')}
                </Link>
              }
            />
            <Pager
              page={page}
              pages={favorites.data?.totalPages ?? 0}
              onPage={(next) => setSearch({ PageNumber: String(next) })}
            />
          </>
        ) : (
          <StateMessage
            icon={Heart}
            tone="text-red-600"
            title={t('site.favorites.signInTitle')}
            body={t('site.favorites.signInBody')}
          >
            <Link to={signIn} className={stateActionClass}>
              <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />
              {t('site.favorites.signIn')}
            </Link>
          </StateMessage>
        )}
      </div>
    </section>
  );
}
