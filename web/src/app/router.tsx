import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ListKind } from '../features/listings/pages/CategoryListPage';
import { MainLayout } from './layouts/MainLayout';

/** Every route of product-spec.md §2, spelled exactly as there; each screen loads on first visit. */
const mainRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
  ...detailsRoutes(),
  {
    path: 'contact-us',
    lazy: async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }),
  },
  listRoute('industry', 'industrial'),
  listRoute('recidence', 'residential'),
  listRoute('AllFeatureProperty', 'featured'),
  {
    path: 'Favorite',
    lazy: async () => ({ Component: (await import('../features/favorites/FavoritesPage')).FavoritesPage }),
  },
  {
    path: 'Agents',
    lazy: async () => ({ Component: (await import('../features/agents/AgentsPage')).AgentsPage }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('../features/about/AboutPage')).AboutPage }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('../features/account/pages/ProfilePage')).ProfilePage }),
  },
  {
    path: 'my-ads',
    lazy: async () => ({ Component: (await import('../features/my-ads/MyAdsPage')).MyAdsPage }),
  },
  ...['add-property/:type', 'add-property/:type/:propertyId'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/add-property/pages/PropertyFormPage')).PropertyFormPage,
    }),
  })),
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('../features/listings/pages/SearchPage')).SearchPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../features/pages/NotFoundPage')).NotFoundPage }),
  },
];

function listRoute(path: string, kind: ListKind): RouteObject {
  return {
    path,
    lazy: async () => {
      const { CategoryListPage } = await import('../features/listings/pages/CategoryListPage');
      return { element: <CategoryListPage key={kind} kind={kind} /> };
    },
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
    lazy: async () => {
      const { PropertyDetailsPage } = await import('../features/details/pages/PropertyDetailsPage');
      return { element: <PropertyDetailsPage category={category} /> };
    },
  }));
}

export const routes: RouteObject[] = [
  {
    path: '/register',
    lazy: async () => {
      const { RegisterPage } = await import('../features/account/pages/RegisterPage');
      return { element: <RegisterPage /> };
    },
  },
  {
    path: '/VerifyCode',
    lazy: async () => {
      const { VerifyCodePage } = await import('../features/account/pages/VerifyCodePage');
      return { element: <VerifyCodePage /> };
    },
  },
  { path: '/', element: <MainLayout />, children: mainRoutes },
];

export const router = createBrowserRouter(routes);
