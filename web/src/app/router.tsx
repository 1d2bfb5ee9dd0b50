import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction } from 'react-router';
import { currentLanguage } from '../lib/i18n/i18n';
import { pageContext } from '../lib/api/page-data';
import { BACK_OFFICE, isBackOffice, routes } from './routes';

/**
 * The browser's router. Its loaders (`pageLoader`, `lib/api/endpoint-queries.ts`) start a screen's queries
 * in the tab's query client, in the reader's language at that navigation, and do not hold the
 * navigation back. When it takes over server-rendered HTML, the screens of the current URL are loaded
 * first, so the first render has the same components (and texts) the server rendered; their loaders
 * then find the served answers in the cache and ask for nothing.
 */
export async function createAppRouter(hydrating: boolean, queryClient: QueryClient) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, {
    getContext: () => pageContext({ queryClient, language: currentLanguage(), side: 'browser' }),
    patchRoutesOnNavigation: backOfficeDiscovery(),
  });
  await untilInitialized(router);
  return router;
}

/**
 * The first screen's code has arrived and its loader has run. Rendering before that would let React
 * commit an empty page over the server's HTML, and a time-sliced first render could miss the router's
 * update.
 */
function untilInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The back-office's route table is not in the first bundle of the public pages: the first path under
 * /dashboard (matched until then by the not-found splat, which makes the router ask) brings it.
 */
function backOfficeDiscovery(): PatchRoutesOnNavigationFunction {
  let discovered: Promise<void> | undefined;
  return ({ path, patch }) => {
    if (!isBackOffice(path)) return;
    discovered ??= import('./dashboard/routes').then(({ dashboardRoutes }) => {
      patch(null, [{ path: BACK_OFFICE, children: dashboardRoutes }]);
    });
    return discovered;
  };
}
