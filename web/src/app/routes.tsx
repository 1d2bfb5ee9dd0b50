import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { ListKind } from '../features/listings/pages/CategoryListPage';
import { loadFeatureTexts } from '../lib/i18n';
import type { LazyFeature } from '../locales/lazy-features';
import { dashboardRoutes } from './dashboard/routes';
import { MainLayout } from './layouts/MainLayout';

/** Marks the public screens the server renders to HTML (`entry-server.tsx`); the others render in the browser. */
export const SERVER_RENDERED = { serverRendered: true } as const;

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

function listRoute(path: string, kind: ListKind): RouteObject {
  return {
    path,
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/listings/pages/CategoryListPage'),
      ({ CategoryListPage }) => <CategoryListPage key={kind} kind={kind} />,
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
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/details/pages/PropertyDetailsPage'),
      ({ PropertyDetailsPage }) => <PropertyDetailsPage category={category} />,
      'details',
      'messages',
      'reviews',
    ),
  }));
}

/** Every route of product-spec.md §2, spelled exactly as there. */
const mainRoutes: RouteObject[] = [
  {
    index: true,
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/home/HomePage'),
      ({ HomePage }) => <HomePage />,
      'home',
    ),
  },
  ...detailsRoutes(),
  {
    path: 'contact-us',
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/contact/ContactPage'),
      ({ ContactPage }) => <ContactPage />,
      'site',
    ),
  },
  listRoute('industry', 'industrial'),
  listRoute('recidence', 'residential'),
  listRoute('AllFeatureProperty', 'featured'),
  {
    path: 'Favorite',
    lazy: screen(
      () => import('../features/favorites/FavoritesPage'),
      ({ FavoritesPage }) => <FavoritesPage />,
      'site',
    ),
  },
  {
    path: 'Agents',
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/agents/AgentsPage'),
      ({ AgentsPage }) => <AgentsPage />,
      'site',
    ),
  },
  {
    path: 'about',
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/about/AboutPage'),
      ({ AboutPage }) => <AboutPage />,
      'site',
    ),
  },
  {
    path: 'profile',
    lazy: screen(
      () => import('../features/account/pages/ProfilePage'),
      ({ ProfilePage }) => <ProfilePage />,
      'account',
    ),
  },
  {
    path: 'my-ads',
    lazy: screen(
      () => import('../features/my-ads/MyAdsPage'),
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
    ),
  },
  {
    // The list is rendered on the server; the map (its own lazy chunk) only ever in the browser.
    path: 'search',
    handle: SERVER_RENDERED,
    lazy: screen(
      () => import('../features/listings/pages/SearchPage'),
      ({ SearchPage }) => <SearchPage />,
      'listings',
    ),
  },
  {
    path: '*',
    lazy: screen(
      () => import('../features/pages/NotFoundPage'),
      ({ NotFoundPage }) => <NotFoundPage />,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/register',
    lazy: screen(
      () => import('../features/account/pages/RegisterPage'),
      ({ RegisterPage }) => <RegisterPage />,
      'account',
    ),
  },
  {
    path: '/VerifyCode',
    lazy: screen(
      () => import('../features/account/pages/VerifyCodePage'),
      ({ VerifyCodePage }) => <VerifyCodePage />,
      'account',
    ),
  },
  { path: '/dashboard', children: dashboardRoutes },
  { path: '/', element: <MainLayout />, children: mainRoutes },
];
