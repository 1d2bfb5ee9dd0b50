import { createBrowserRouter, type RouteObject } from 'react-router';
import { MainLayout } from './layouts/MainLayout';

type PageTitle =
  | 'home'
  | 'property'
  | 'contactUs'
  | 'industryList'
  | 'residenceList'
  | 'favorites'
  | 'featured'
  | 'agents'
  | 'about'
  | 'profile'
  | 'myAds'
  | 'addProperty'
  | 'editProperty'
  | 'search'
  | 'register'
  | 'verifyCode';

/** A screen that a later issue builds: a lazy placeholder inside the real layout until then. */
const placeholder = (title: PageTitle) => async () => {
  const { PlaceholderPage } = await import('../features/pages/PlaceholderPage');
  return { element: <PlaceholderPage title={title} /> };
};

/** Every route of product-spec.md §2, spelled exactly as there. */
const mainRoutes: RouteObject[] = [
  { index: true, lazy: placeholder('home') },
  { path: 'Property/:id', lazy: placeholder('property') },
  { path: 'contact-us', lazy: placeholder('contactUs') },
  { path: 'industry', lazy: placeholder('industryList') },
  { path: 'industry/:id', lazy: placeholder('property') },
  { path: 'recidence', lazy: placeholder('residenceList') },
  { path: 'recidence/:id', lazy: placeholder('property') },
  { path: 'IndustryDetailes/:id', lazy: placeholder('property') },
  { path: 'industry-details/:id', lazy: placeholder('property') },
  { path: 'RecidenceDetailes/:id', lazy: placeholder('property') },
  { path: 'residence-details/:id', lazy: placeholder('property') },
  { path: 'Favorite', lazy: placeholder('favorites') },
  { path: 'AllFeatureProperty', lazy: placeholder('featured') },
  { path: 'Agents', lazy: placeholder('agents') },
  { path: 'about', lazy: placeholder('about') },
  {
    path: 'profile',
    lazy: async () => {
      const { ProfilePage } = await import('../features/account/pages/ProfilePage');
      return { element: <ProfilePage /> };
    },
  },
  { path: 'my-ads', lazy: placeholder('myAds') },
  { path: 'add-property/:type', lazy: placeholder('addProperty') },
  { path: 'add-property/:type/:propertyId', lazy: placeholder('editProperty') },
  { path: 'search', lazy: placeholder('search') },
  {
    path: '*',
    lazy: async () => {
      const { NotFoundPage } = await import('../features/pages/NotFoundPage');
      return { element: <NotFoundPage /> };
    },
  },
];

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
