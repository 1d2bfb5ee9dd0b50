import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { DashboardNotFoundPage as Component };

export function DashboardNotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center">
      <h1 className="text-2xl font-bold">{t('dashboard.notFound')}</h1>
      <Link to="/dashboard" className="font-medium text-brand hover:underline">
        {t('dashboard.nav.home')}
      </Link>
    </section>
  );
}
