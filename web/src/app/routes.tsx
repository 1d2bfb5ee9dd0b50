import type { RouteObject } from 'react-router';
import { RouteError } from '#web/components/route-error/RouteError';
import type { LazyFeature } from '#web/locales/lazy-features';
import { MainLayout } from './layouts/MainLayout';
import { screen, type ScreenModule } from './screen-route';

/** The back-office's paths; its routes join the table in the browser (`router.tsx`), never on the server. */
export const BACK_OFFICE = '/dashboard';

export const isBackOffice = (path: string) => path === BACK_OFFICE || path.startsWith(`${BACK_OFFICE}/`);

/** Marks the public screens the server renders to HTML (`entry-server.tsx`); the others render in the browser. */
export const SERVER_RENDERED = { serverRendered: true } as const;

/**
 * A public screen, which the server renders. Its loader asks for the answers the screen shows first:
 * on the server the page waits for them and they are sent with its HTML; in the browser they start
 * before the screen renders, which does not wait for them.
 */
const served = (load: () => Promise<ScreenModule>, ...texts: LazyFeature[]) => ({
  handle: SERVER_RENDERED,
  lazy: screen(load, ...texts),
});

const categoryList = () => import('#web/features/listings/pages/CategoryListPage');
const propertyDetails = () => import('#web/features/details/pages/PropertyDetailsPage');
const legal = () => import('#web/features/legal/pages/LegalPage');
const propertyForm = () => import('#web/features/add-property/pages/PropertyFormPage');

/**
 * Every route of product-spec.md §2, spelled exactly as there, and the screen module it opens. A
 * module opened by several paths reads which one from the path (the list's kind, the ad's category,
 * the legal text).
 */
const mainRoutes: RouteObject[] = [
  { index: true, ...served(() => import('#web/features/home/pages/HomePage'), 'home') },
  // The details routes: /Property/{id} for either category, the others for one.
  ...[
    'Property/:id',
    'industry/:id',
    'recidence/:id',
    'IndustryDetailes/:id',
    'industry-details/:id',
    'RecidenceDetailes/:id',
    'residence-details/:id',
  ].map((path) => ({
    path,
    ...served(propertyDetails, 'details', 'messages', 'reviews', 'prices', 'report'),
  })),
  { path: 'contact-us', ...served(() => import('#web/features/contact/pages/ContactPage'), 'site') },
  ...['industry', 'recidence', 'AllFeatureProperty'].map((path) => ({
    path,
    ...served(categoryList, 'listings'),
  })),
  { path: 'Favorite', lazy: screen(() => import('#web/features/favorites/pages/FavoritesPage'), 'site') },
  {
    path: 'compare',
    lazy: screen(() => import('#web/features/compare/pages/ComparePage'), 'compare', 'details'),
  },
  {
    path: 'recently-viewed',
    lazy: screen(() => import('#web/features/compare/pages/RecentlyViewedPage'), 'compare'),
  },
  { path: 'Agents', ...served(() => import('#web/features/agents/pages/AgentsPage'), 'site') },
  {
    path: 'offices/:id',
    ...served(() => import('#web/features/office-page/pages/OfficePage'), 'officePage'),
  },
  { path: 'about', ...served(() => import('#web/features/about/pages/AboutPage'), 'site') },
  { path: 'trust', ...served(() => import('#web/features/trust/pages/TrustPage'), 'trust') },
  ...['privacy', 'terms'].map((path) => ({ path, ...served(legal, 'footer') })),
  {
    path: 'profile',
    lazy: screen(() => import('#web/features/account/pages/ProfilePage'), 'account', 'identity', 'offices'),
  },
  {
    path: 'verify-identity',
    lazy: screen(() => import('#web/features/identity/pages/VerifyIdentityPage'), 'identity'),
  },
  {
    path: 'account/verify-email',
    lazy: screen(() => import('#web/features/account/pages/VerifyEmailPage'), 'account'),
  },
  {
    path: 'my-ads',
    lazy: screen(() => import('#web/features/my-ads/pages/MyAdsPage'), 'addProperty', 'insights', 'payments'),
  },
  {
    path: 'payments/return',
    lazy: screen(() => import('#web/features/payments/pages/PaymentReturnPage'), 'payments'),
  },
  {
    path: 'account/payments',
    lazy: screen(() => import('#web/features/payments/pages/PaymentsPage'), 'payments'),
  },
  {
    path: 'my-ads/insights',
    lazy: screen(() => import('#web/features/insights/pages/MyInsightsPage'), 'insights', 'leads'),
  },
  {
    path: 'my-office',
    lazy: screen(
      () => import('#web/features/offices/pages/MyOfficePage'),
      'offices',
      'identity',
      'insights',
      'feeds',
    ),
  },
  {
    path: 'offices/:id/insights',
    lazy: screen(
      () => import('#web/features/insights/pages/OfficeInsightsPage'),
      'insights',
      'offices',
      'leads',
    ),
  },
  {
    path: 'my-office/feeds',
    lazy: screen(() => import('#web/features/feeds/pages/FeedsPage'), 'feeds'),
  },
  {
    path: 'offices/join',
    lazy: screen(() => import('#web/features/offices/pages/JoinOfficePage'), 'offices'),
  },
  ...['add-property/:type', 'add-property/:type/:propertyId'].map((path) => ({
    path,
    lazy: screen(propertyForm, 'addProperty', 'identity'),
  })),
  {
    path: 'saved-searches',
    lazy: screen(() => import('#web/features/saved-searches/pages/SavedSearchesPage'), 'savedSearches'),
  },
  {
    path: 'saved-searches/unsubscribe',
    lazy: screen(() => import('#web/features/saved-searches/pages/UnsubscribePage'), 'savedSearches'),
  },
  { path: 'messages', lazy: screen(() => import('#web/features/messages/pages/InboxPage'), 'messages') },
  {
    path: 'messages/:propertyId/:userId',
    lazy: screen(() => import('#web/features/messages/pages/ThreadPage'), 'messages', 'report'),
  },
  // The list is rendered on the server; the map (its own lazy chunk) only ever in the browser.
  { path: 'search', ...served(() => import('#web/features/listings/pages/SearchPage'), 'listings') },
  // Rendered on the server too, so an unknown path answers 404 (its loader says so) with this page.
  { path: '*', ...served(() => import('#web/features/not-found/pages/NotFoundPage'), 'notFound') },
];

/**
 * A screen that crashes while rendering or loading its answers shows its module's `ErrorBoundary`
 * (`RouteError`, in the page's language) inside the site's layout. A screen whose module does not
 * arrive shows the same, from the pathless route under the layout, or alone when the layout itself
 * fails.
 */
export const routes: RouteObject[] = [
  {
    path: '/register',
    errorElement: <RouteError />,
    lazy: screen(() => import('#web/features/account/pages/RegisterPage'), 'account'),
  },
  {
    path: '/VerifyCode',
    errorElement: <RouteError />,
    lazy: screen(() => import('#web/features/account/pages/VerifyCodePage'), 'account'),
  },
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: mainRoutes }],
  },
];
