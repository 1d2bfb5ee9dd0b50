import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { NotFoundPage as Component };

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent" dir="ltr">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('notFound.body')}</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/** The page's status: a server render of an unknown path answers 404 (`entry-server.tsx`). */
export const loader = () => data(null, { status: 404 });
