import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween, MAX_REVENUE_DAYS } from '#contract/dashboard/payments-finance';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { Button } from '#web/components/ui/Button';
import { FilterDate } from '#web/components/ui/filters/FilterDate';
import { StateMessage } from '#web/components/ui/StateMessage';
import { errorMessage } from '#web/lib/api/api-client';
import { useLanguage } from '#web/lib/i18n/i18n';
import { downloadRevenue, useRevenue, type RevenueRange } from '../finance-api';
import { RevenueChart } from '../components/RevenueChart';
import { RevenueTable } from '../components/RevenueTable';
import { daysBefore, formatRiyadhDay, riyadhToday } from '../lib/riyadh-time';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { RevenuePage as Component };

/** The last 30 Riyadh days, today included. */
const lastMonth = (): RevenueRange => {
  const today = riyadhToday();
  return { from: daysBefore(today, 29), to: today };
};

/** Revenue per Riyadh day and product from the tax documents: a chart, the tables, the CSV. */
export function RevenuePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range, setRange] = useState(lastMonth);
  const [downloading, setDownloading] = useState(false);
  const fits = range.from <= range.to && daysBetween(range.from, range.to) <= MAX_REVENUE_DAYS;
  const revenue = useRevenue(range, fits);
  const report = fits ? revenue.data : undefined;

  const download = () => {
    setDownloading(true);
    void downloadRevenue(range).finally(() => setDownloading(false));
  };

  return (
    <>
      <PageHeading
        title={t('dashboard.nav.revenue')}
        actions={
          <Button onClick={download} pending={downloading} disabled={!fits}>
            <Download aria-hidden className="size-4" />
            {t('dashboard.payments.revenue.download')}
          </Button>
        }
      />
      <p className="mb-4 text-sm text-ink-muted">{t('dashboard.payments.revenue.source')}</p>
      <div className="mb-4 flex flex-wrap gap-3">
        <FilterDate
          label={t('dashboard.payments.revenue.from')}
          className="w-full sm:w-44"
          value={range.from}
          max={range.to}
          onChange={(from) => from && setRange((current) => ({ ...current, from }))}
        />
        <FilterDate
          label={t('dashboard.payments.revenue.to')}
          className="w-full sm:w-44"
          value={range.to}
          min={range.from}
          onChange={(to) => to && setRange((current) => ({ ...current, to }))}
        />
      </div>
      {!fits ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('dashboard.payments.revenue.tooLong')}
        </p>
      ) : revenue.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {errorMessage(revenue.error)}
        </p>
      ) : !report ? (
        <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-line" />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={revenue.isFetching || undefined}>
          <RevenueChart days={report.days} />
          {report.rows.length === 0 ? (
            <StateMessage
              icon={Receipt}
              title={t('dashboard.payments.revenue.empty')}
              body={t('dashboard.payments.revenue.source')}
            />
          ) : (
            <>
              <RevenueTable
                caption={t('dashboard.payments.revenue.tableTitle')}
                headers={[t('dashboard.payments.revenue.day'), t('dashboard.payments.revenue.product')]}
                lines={report.rows.map((row) => ({
                  ...row,
                  key: `${row.day} ${row.productCode}`,
                  labels: [formatRiyadhDay(row.day, language), row.productName],
                }))}
                totals={report.totals}
              />
              <RevenueTable
                caption={t('dashboard.payments.revenue.productsTitle')}
                headers={[t('dashboard.payments.revenue.product')]}
                lines={report.products.map((product) => ({
                  ...product,
                  key: product.productCode,
                  labels: [product.productName],
                }))}
                totals={report.totals}
              />
            </>
          )}
        </div>
      )}
    </>
  );
}
