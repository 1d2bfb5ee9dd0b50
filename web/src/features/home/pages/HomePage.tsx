import { Building2, PlusCircle } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSignedIn, useIsSignedIn } from '#web/lib/session/auth-state';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';

import { POST_AD_PATH } from '#web/entities/catalogue/category';
import { signInPath } from '#web/lib/session/sign-in-return';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { AgentsStrip } from '../components/AgentsStrip';
import { HeroSearch } from '../components/HeroSearch';
import { PropertySection } from '../components/PropertySection';
import { TestimonialsSection } from '../components/TestimonialsSection';
import { belowTheFold } from '../lib/below-the-fold';
import { homeLists } from '../home-queries';

export { homeLoader as loader } from '../loader';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { HomePage as Component };

// The reader's own list lives on the device or the account: it comes after the page is in the browser.
const RecentlyViewedSection = lazy(() =>
  Promise.all([import('../components/RecentlyViewedSection'), loadFeatureTexts('compare')]).then(
    ([{ RecentlyViewedSection }]) => ({ default: RecentlyViewedSection }),
  ),
);

/** Home: hero search, featured, latest of each category, agents, testimonials, about teaser, post an ad. */
const noChanges = () => () => undefined;
const onTheServer = () => false;
/**
 * Whether the reader may have viewed ads (signed in, or a list on this device): only then does the
 * section's code come. A first visit downloads 2.3 KB less (issue 31 item 13).
 */
const mayHaveViewed = () => isSignedIn() || localStorage.getItem(STORAGE_KEYS.recentlyViewed) !== null;

export function HomePage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const showRecentlyViewed = useSyncExternalStore(noChanges, mayHaveViewed, onTheServer);
  return (
    <>
      <section className="bg-hero text-white">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-14 sm:pt-20">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">{t('home.hero.lead')}</p>
          <div className="mt-8">
            <HeroSearch />
          </div>
        </div>
      </section>

      <PropertySection
        id="home-featured"
        title={t('home.featured.title')}
        to="/AllFeatureProperty"
        linkText={t('home.featured.all')}
        {...homeLists.featured}
        eagerPhotos={2}
      />
      {showRecentlyViewed && (
        <Suspense fallback={null}>
          <RecentlyViewedSection />
        </Suspense>
      )}
      <PropertySection
        id="home-residential"
        title={t('home.latestResidential.title')}
        to="/recidence"
        linkText={t('home.latestResidential.all')}
        {...homeLists.residential}
      />
      <PropertySection
        id="home-industrial"
        title={t('home.latestIndustrial.title')}
        to="/industry"
        linkText={t('home.latestIndustrial.all')}
        {...homeLists.industrial}
      />
      <AgentsStrip />
      <TestimonialsSection />

      <section className={`mx-auto grid max-w-7xl gap-5 px-4 py-10 md:grid-cols-2 ${belowTheFold}`}>
        <div className="rounded-2xl border border-line bg-surface-raised p-8">
          <Building2 aria-hidden className="size-10 text-brand" />
          <h2 className="mt-4 text-2xl font-bold">{t('home.about.title')}</h2>
          <p className="mt-3 leading-relaxed text-ink-muted">{t('home.about.body')}</p>
          <Link to="/about" className="mt-5 inline-block font-medium text-brand hover:underline">
            {t('home.about.more')}
          </Link>
        </div>
        <div className="rounded-2xl bg-accent/10 p-8">
          <PlusCircle aria-hidden className="size-10 text-accent" />
          <h2 className="mt-4 text-2xl font-bold">{t('home.postAd.title')}</h2>
          <p className="mt-3 leading-relaxed text-ink-muted">{t('home.postAd.body')}</p>
          <Link
            to={signedIn ? POST_AD_PATH : signInPath(POST_AD_PATH)}
            className="mt-5 inline-block rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
          >
            {t('home.postAd.action')}
          </Link>
        </div>
      </section>
    </>
  );
}
