import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonLook } from '../ui/Button';
import { isChunkLoadError } from '#web/lib/errors/chunk-reload';
import { reportError } from '#web/lib/errors/report-error';

/**
 * What a reader sees when a screen crashes while loading or rendering, in the page's language, in place
 * of React Router's developer screen: what happened in one sentence, a reload and a way home. The crash
 * is reported to the server (`reportError`).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('a screen failed', error);
    if (!isRouteErrorResponse(error)) reportError(error, isChunkLoadError(error) ? 'chunk' : 'render');
  }, [error]);

  return (
    <section
      role="alert"
      data-testid="route-error"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
    >
      <TriangleAlert aria-hidden className="size-14 text-accent" />
      <h1 className="mt-6 text-2xl font-bold">{t('errors.screen.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('errors.screen.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button look="primary" onClick={() => window.location.reload()}>
          {t('errors.screen.reload')}
        </Button>
        <Link to="/" reloadDocument className={buttonLook()}>
          {t('errors.screen.home')}
        </Link>
      </div>
    </section>
  );
}
