import { useTranslation } from 'react-i18next';
import type { RevenueReport } from '#contract/dashboard/payments-finance';
import { DayBars } from '#web/components/chart/DayBars';
import { formatHalalas } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatRiyadhDay } from '../lib/riyadh-time';

/**
 * What was invoiced each day (VAT included), as bars, the axis in riyals. Screen readers read the
 * table below instead.
 */
export function RevenueChart({ days }: { days: RevenueReport['days'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = formatRiyadhDay(days.at(0)?.day ?? '1970-01-01', language);
  const last = formatRiyadhDay(days.at(-1)?.day ?? '1970-01-01', language);
  return (
    <figure
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      data-revenue-chart
    >
      <figcaption className="mb-3 font-semibold">{t('dashboard.payments.revenue.chartTitle')}</figcaption>
      <DayBars
        bars={days.map((day) => ({
          day: day.day,
          value: day.invoiced / 100,
          dataValue: day.invoiced,
          title: `${formatRiyadhDay(day.day, language)}: ${formatHalalas(day.invoiced, language)}`,
        }))}
        label={t('dashboard.payments.revenue.chartLabel', { from: first, to: last })}
        first={first}
        last={last}
        axis={{ width: 'w-12', margin: 'ms-14' }}
      />
    </figure>
  );
}
