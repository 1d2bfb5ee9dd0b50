import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '#contract/dashboard/statistics';
import { sentStatuses } from '#contract/properties';
import { chartColors } from './chart-theme';
import { CountBarChart } from './CountBarChart';
import { DailyChart } from './DailyChart';
import { MostViewedList } from './MostViewedList';

/**
 * The home's charts. Loaded lazily by StatisticsCards: recharts stays out of every other
 * back-office screen and out of the public site.
 */
export default function StatisticsCharts({ statistics }: { statistics: DashboardStatistics }) {
  const { t } = useTranslation();
  const { users, properties, messages, mostViewed } = statistics;
  const categoryName = (category: number) =>
    category === 1 || category === 2 ? t(`dashboard.properties.categories.${category}`) : String(category);

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <DailyChart
        title={t('dashboard.statistics.newUsersChart')}
        seriesName={t('dashboard.statistics.newUsersSeries')}
        days={users.newPerDay}
      />
      <DailyChart
        title={t('dashboard.statistics.messagesChart')}
        seriesName={t('dashboard.statistics.messagesSeries')}
        days={messages.perDay}
        color={chartColors.accent}
      />
      <CountBarChart
        title={t('dashboard.statistics.byStatus')}
        labelHeader={t('dashboard.properties.status')}
        items={sentStatuses.map((status) => ({
          label: t(`dashboard.properties.statuses.${status}`),
          count: properties.byStatus[status],
        }))}
      />
      <CountBarChart
        title={t('dashboard.statistics.byCategory')}
        labelHeader={t('dashboard.properties.category')}
        items={properties.byCategory.map((row) => ({ label: categoryName(row.category), count: row.count }))}
        color={chartColors.accent}
      />
      <CountBarChart
        title={t('dashboard.statistics.byRegion')}
        labelHeader={t('dashboard.statistics.region')}
        items={properties.byRegion.map((row) => ({ label: row.region.name, count: row.count }))}
      />
      <MostViewedList ads={mostViewed} />
    </div>
  );
}
