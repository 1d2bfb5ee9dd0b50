import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toasts } from '#web/components/Toasts';

/** Renders routes the way the app does (router, query client, toasts), starting at `path` (and its query). */
export function renderRoutes(routes: RouteObject[], path = '/', state?: unknown) {
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const page = (element: ReactNode, path = '/') => ({ path, element });
