import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reloadOnceForChunk, willReloadForChunk } from '#web/lib/errors/chunk-reload';

const sessionStorageOrNone = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The error screen's own code failed to load too (the network is gone): its title and a reload. */
function BareRouteError() {
  const { t } = useTranslation();
  return (
    <p role="alert" data-testid="route-error" className="px-4 py-20 text-center">
      {t('errors.screen.title')} <a href="">{t('errors.screen.reload')}</a>
    </p>
  );
}

const Screen = lazy(() =>
  import('./RouteErrorScreen').then(
    ({ RouteErrorScreen }) => ({ default: RouteErrorScreen }),
    () => ({ default: BareRouteError }),
  ),
);

/**
 * A crashed screen: a screen whose code a deploy has replaced reloads the page once
 * (`reloadOnceForChunk`); any other crash shows `RouteErrorScreen`, loaded only then, so that every
 * page's first load does not carry it.
 */
export function RouteError() {
  const error = useRouteError();
  const reloading = willReloadForChunk(error, sessionStorageOrNone());
  useEffect(() => {
    if (reloading) {
      reloadOnceForChunk(error, { storage: sessionStorageOrNone(), reload: () => window.location.reload() });
    }
  }, [error, reloading]);
  return reloading ? null : (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
