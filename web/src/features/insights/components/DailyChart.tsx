import { useTranslation } from 'react-i18next';
import type { AdActivityKind } from '#contract/ad-activity';
import type { KindCounts } from '#contract/insights';
import { DayBars } from '#web/components/chart/DayBars';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatDay } from './format-day';

interface DailyChartProps {
  series: { day: string; counts: KindCounts }[];
  kind: AdActivityKind;
}

/** One kind's count for each day as bars; a table under it, for screen readers, holds the same numbers. */
export function DailyChart({ series, kind }: DailyChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kindName = t(`insights.kinds.${kind}`);
  const first = series.at(0)?.day ?? '';
  const last = series.at(-1)?.day ?? '';
  return (
    <figure
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      data-daily-chart={kind}
    >
      <figcaption className="mb-3 font-semibold">{t('insights.chart.title', { kind: kindName })}</figcaption>
      <DayBars
        bars={series.map((entry) => ({
          day: entry.day,
          value: entry.counts[kind],
          dataValue: entry.counts[kind],
        }))}
        whole
        label={t('insights.chart.label', {
          kind: kindName,
          from: formatDay(first, language),
          to: formatDay(last, language),
        })}
        first={formatDay(first, language)}
        last={formatDay(last, language)}
        axis={{ width: 'w-10', margin: 'ms-12' }}
      />
      <table className="sr-only">
        <caption>{kindName}</caption>
        <thead>
          <tr>
            <th scope="col">{t('insights.chart.day')}</th>
            <th scope="col">{t('insights.chart.count')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((entry) => (
            <tr key={entry.day}>
              <td>{formatDay(entry.day, language)}</td>
              <td>{formatNumber(entry.counts[kind], language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
