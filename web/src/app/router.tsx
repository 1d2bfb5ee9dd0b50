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
  return createBrowserRouter(routes);
}
