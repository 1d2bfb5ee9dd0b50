import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#web/lib/formatting/format';
import { useStatistics } from '../api';
import { errorMessage } from '#web/lib/api/api-client';
import { useLanguage } from '#web/lib/i18n/i18n';

const StatisticsCharts = lazy(() => import('./charts/StatisticsCharts'));

const card = 'rounded-[var(--radius-card)] border border-line bg-surface-raised p-4';

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold">{value}</p>
    </>
  );
  return to ? (
    <Link to={to} className={`${card} block hover:border-brand`}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}

/** The home's figures (ViewGlobalStatistics): four numbers, then the charts, loaded when needed. */
export function StatisticsCards() {
  const { t } = useTranslation();
  const language = useLanguage();
  const statistics = useStatistics();

  if (statistics.isPending) {
    return <div aria-busy className="h-32 animate-pulse rounded-[var(--radius-card)] bg-line" />;
  }
  if (statistics.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {errorMessage(statistics.error)}
      </p>
    );
  }
  const { users, properties } = statistics.data;
  const newUsers = users.newPerDay.reduce((sum, day) => sum + day.count, 0);

  return (
    <section aria-labelledby="statistics-title" className="flex flex-col gap-3">
      <h2 id="statistics-title" className="text-lg font-bold">
        {t('dashboard.statistics.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t('dashboard.statistics.pending')}
          value={formatNumber(properties.pending, language)}
          to="/dashboard/properties"
        />
        <Figure label={t('dashboard.statistics.ads')} value={formatNumber(properties.total, language)} />
        <Figure label={t('dashboard.statistics.users')} value={formatNumber(users.total, language)} />
        <Figure label={t('dashboard.statistics.newUsers')} value={formatNumber(newUsers, language)} />
      </div>
      <Suspense
        fallback={<div aria-busy className="h-72 animate-pulse rounded-[var(--radius-card)] bg-line" />}
      >
        <StatisticsCharts statistics={statistics.data} />
      </Suspense>
    </section>
  );
}
