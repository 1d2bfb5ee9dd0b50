import type { ReactElement } from 'react';
import type { LoaderFunction, RouteObject, RouterContextProvider } from 'react-router';
import type { ListKind } from '../features/listings/pages/CategoryListPage';
import { loadFeatureTexts } from '../lib/i18n/i18n';
import type { LazyFeature } from '../locales/lazy-features';
import { MainLayout } from './layouts/MainLayout';
import { RouteError } from './RouteError';

/** The back-office's paths; its routes join the table in the browser (`router.tsx`), never on the server. */
export const BACK_OFFICE = '/dashboard';

export const isBackOffice = (path: string) => path === BACK_OFFICE || path.startsWith(`${BACK_OFFICE}/`);

/** Marks the public screens the server renders to HTML (`entry-server.tsx`); the others render in the browser. */
export const SERVER_RENDERED = { serverRendered: true } as const;

type Loader = LoaderFunction<Readonly<RouterContextProvider>>;

/** A screen that loads on first visit, together with the texts it needs. */
function screen<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
  ...texts: LazyFeature[]
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadFeatureTexts(...texts)]);
    return { element: render(module) };
  };
}

/**
 * A public screen, which the server renders (`SERVER_RENDERED`). Its module also gives its loader
 * (`pageLoader`, `lib/api/endpoint-queries.ts`), which asks for the answers the screen shows first: on the
 * server the page waits for them and they are sent with its HTML; in the browser they start before the
 * screen renders, which does not wait for them.
 */
function publicScreen<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
  loaderOf: ((module: M) => Loader) | undefined,
  ...texts: LazyFeature[]
): Pick<RouteObject, 'handle' | 'lazy'> {
  return {
    handle: SERVER_RENDERED,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadFeatureTexts(...texts)]);
      const element = render(module);
      return loaderOf ? { element, loader: loaderOf(module) } : { element };
    },
  };
}

function listRoute(path: string, kind: ListKind): RouteObject {
  return {
    path,
    ...publicScreen(
      () => import('../features/listings/pages/CategoryListPage'),
      ({ CategoryListPage }) => <CategoryListPage key={kind} kind={kind} />,
      ({ listLoader }) => listLoader(kind),
      'listings',
    ),
  };
}

/** The details routes of §2: /Property/{id} for either category, the others for one. */
function detailsRoutes(): RouteObject[] {
  const paths: [string, 1 | 2 | undefined][] = [
    ['Property/:id', undefined],
    ['industry/:id', 2],
    ['recidence/:id', 1],
    ['IndustryDetailes/:id', 2],
    ['industry-details/:id', 2],
    ['RecidenceDetailes/:id', 1],
    ['residence-details/:id', 1],
  ];
  return paths.map(([path, category]) => ({
    path,
    ...publicScreen(
      () => import('../features/details/pages/PropertyDetailsPage'),
      ({ PropertyDetailsPage }) => <PropertyDetailsPage category={category} />,
      ({ detailsLoader }) => detailsLoader(category),
      'details',
      'messages',
      'reviews',
      'prices',
      'report',
    ),
  }));
}

/** Every route of product-spec.md §2, spelled exactly as there. */
const mainRoutes: RouteObject[] = [
  {
    index: true,
    ...publicScreen(
      () => import('../features/home/pages/HomePage'),
      ({ HomePage }) => <HomePage />,
      ({ homeLoader }) => homeLoader,
      'home',
    ),
  },
  ...detailsRoutes(),
  {
    path: 'contact-us',
    ...publicScreen(
      () => import('../features/contact/pages/ContactPage'),
      ({ ContactPage }) => <ContactPage />,
      ({ contactLoader }) => contactLoader,
      'site',
    ),
  },
  listRoute('industry', 'industrial'),
  listRoute('recidence', 'residential'),
  listRoute('AllFeatureProperty', 'featured'),
  {
    path: 'Favorite',
    lazy: screen(
      () => import('../features/favorites/pages/FavoritesPage'),
      ({ FavoritesPage }) => <FavoritesPage />,
      'site',
    ),
  },
  {
    path: 'compare',
    lazy: screen(
      () => import('../features/compare/pages/ComparePage'),
      ({ ComparePage }) => <ComparePage />,
      'compare',
      'details',
    ),
  },
  {
    path: 'recently-viewed',
    lazy: screen(
      () => import('../features/compare/pages/RecentlyViewedPage'),
      ({ RecentlyViewedPage }) => <RecentlyViewedPage />,
      'compare',
    ),
  },
  {
    path: 'Agents',
    ...publicScreen(
      () => import('../features/agents/pages/AgentsPage'),
      ({ AgentsPage }) => <AgentsPage />,
      ({ agentsLoader }) => agentsLoader,
      'site',
    ),
  },
  {
    path: 'about',
    ...publicScreen(
      () => import('../features/about/pages/AboutPage'),
      ({ AboutPage }) => <AboutPage />,
      undefined,
      'site',
    ),
  },
  ...(['privacy', 'terms'] as const).map((kind) => ({
    path: kind,
    ...publicScreen(
      () => import('../features/legal/pages/LegalPage'),
      ({ LegalPage }) => <LegalPage kind={kind} />,
      undefined,
      'footer',
    ),
  })),
  {
    path: 'profile',
    lazy: screen(
      () => import('../features/account/pages/ProfilePage'),
      ({ ProfilePage }) => <ProfilePage />,
      'account',
    ),
  },
  {
    path: 'account/verify-email',
    lazy: screen(
      () => import('../features/account/pages/VerifyEmailPage'),
      ({ VerifyEmailPage }) => <VerifyEmailPage />,
      'account',
    ),
  },
  {
    path: 'my-ads',
    lazy: screen(
      () => import('../features/my-ads/pages/MyAdsPage'),
      ({ MyAdsPage }) => <MyAdsPage />,
      'addProperty',
    ),
  },
  ...['add-property/:type', 'add-property/:type/:propertyId'].map((path) => ({
    path,
    lazy: screen(
      () => import('../features/add-property/pages/PropertyFormPage'),
      ({ PropertyFormPage }) => <PropertyFormPage />,
      'addProperty',
    ),
  })),
  {
    path: 'saved-searches',
    lazy: screen(
      () => import('../features/saved-searches/pages/SavedSearchesPage'),
      ({ SavedSearchesPage }) => <SavedSearchesPage />,
      'savedSearches',
    ),
  },
  {
    path: 'saved-searches/unsubscribe',
    lazy: screen(
      () => import('../features/saved-searches/pages/UnsubscribePage'),
      ({ UnsubscribePage }) => <UnsubscribePage />,
      'savedSearches',
    ),
  },
  {
    path: 'messages',
    lazy: screen(
      () => import('../features/messages/pages/InboxPage'),
      ({ InboxPage }) => <InboxPage />,
      'messages',
    ),
  },
  {
    path: 'messages/:propertyId/:userId',
    lazy: screen(
      () => import('../features/messages/pages/ThreadPage'),
      ({ ThreadPage }) => <ThreadPage />,
      'messages',
      'report',
    ),
  },
  {
    // The list is rendered on the server; the map (its own lazy chunk) only ever in the browser.
    path: 'search',
    ...publicScreen(
      () => import('../features/listings/pages/SearchPage'),
      ({ SearchPage }) => <SearchPage />,
      ({ listLoader }) => listLoader('search'),
      'listings',
    ),
  },
  {
    // Rendered on the server too, so an unknown path answers 404 (its loader says so) with this page.
    path: '*',
    ...publicScreen(
      () => import('../features/not-found/pages/NotFoundPage'),
      ({ NotFoundPage }) => <NotFoundPage />,
      ({ notFoundLoader }) => notFoundLoader,
      'notFound',
    ),
  },
];

/**
 * A screen that crashes while loading or rendering shows `RouteError` in the page's language: inside
 * the site's layout (the pathless route under it), or alone when the layout itself fails.
 */
export const routes: RouteObject[] = [
  {
    path: '/register',
    errorElement: <RouteError />,
    lazy: screen(
      () => import('../features/account/pages/RegisterPage'),
      ({ RegisterPage }) => <RegisterPage />,
      'account',
    ),
  },
  {
    path: '/VerifyCode',
    errorElement: <RouteError />,
    lazy: screen(
      () => import('../features/account/pages/VerifyCodePage'),
      ({ VerifyCodePage }) => <VerifyCodePage />,
      'account',
    ),
  },
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: mainRoutes }],
  },
];
