import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router. When it takes over server-rendered HTML, the screens of the current URL are
 * loaded first, so the first render has the same components (and texts) the server rendered.
 */
export async function createAppRouter(hydrating: boolean) {
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
  const router = createBrowserRouter(routes);
  await untilInitialized(router);
  return router;
}

/**
 * The first screen's code has arrived. Rendering before that would let React commit an empty page
 * over the server's HTML, and a time-sliced first render could miss the router's update.
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
