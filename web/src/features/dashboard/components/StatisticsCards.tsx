import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { propertyStatuses } from '../../../../../contract/properties';
import { formatNumber } from '../../../lib/format';
import { useStatistics } from '../api/statistics';
import { errorMessage } from '../lib/dashboard-api';
import { useLanguage } from '../lib/use-language';

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

/** The home's figures (ViewGlobalStatistics): plain numbers and CSS bars. */
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
  const largest = Math.max(1, ...propertyStatuses.map((status) => properties.byStatus[status]));

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
      <div className={card}>
        <h3 className="mb-3 font-bold">{t('dashboard.statistics.byStatus')}</h3>
        <dl className="flex flex-col gap-2">
          {propertyStatuses.map((status) => {
            const count = properties.byStatus[status];
            return (
              <div key={status} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3 text-sm">
                <dt>{t(`dashboard.properties.statuses.${status}`)}</dt>
                <dd className="h-3 overflow-hidden rounded-full bg-line" aria-hidden>
                  <div
                    className="h-full rounded-full bg-brand"
                    style={{ width: `${(count / largest) * 100}%` }}
                  />
                </dd>
                <dd className="text-end font-medium">{formatNumber(count, language)}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
