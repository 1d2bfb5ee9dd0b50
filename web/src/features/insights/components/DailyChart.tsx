import { useTranslation } from 'react-i18next';
import type { AdActivityKind } from '#contract/ad-activity';
import type { KindCounts } from '#contract/insights';
import { CHART_MARGIN, niceTicks, valueY } from '#web/components/chart/chart-scale';
import { formatCompact, formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatDay } from './format-day';

const HEIGHT = 160;
/** Each day's slot in viewBox units; the bar fills most of it. */
const SLOT = 10;

interface DailyChartProps {
  series: { day: string; counts: KindCounts }[];
  kind: AdActivityKind;
}

/**
 * One kind's count for each day as bars, time running from the inline start (right to left in
 * Arabic), on the price chart's scale (`chart-scale`): 0 at the bottom, a round top. A table under
 * it, for screen readers, holds the same numbers.
 */
export function DailyChart({ series, kind }: DailyChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = language === 'ar';
  const values = series.map((entry) => entry.counts[kind]);
  const ticks = niceTicks(Math.max(0, ...values), 4, true);
  const top = ticks.at(-1) ?? 1;
  const width = Math.max(1, series.length) * SLOT;
  const barWidth = series.length > 40 ? SLOT * 0.7 : SLOT * 0.6;
  const kindName = t(`insights.kinds.${kind}`);
  const first = series.at(0)?.day ?? '';
  const last = series.at(-1)?.day ?? '';
  return (
    <figure
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      data-daily-chart={kind}
    >
      <figcaption className="mb-3 font-semibold">{t('insights.chart.title', { kind: kindName })}</figcaption>
      <div className="flex gap-2">
        <div aria-hidden className="relative h-40 w-10 shrink-0 text-xs text-ink-muted">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute inset-x-0 -translate-y-1/2 text-end"
              style={{ top: `${(valueY(tick, top, HEIGHT) / HEIGHT) * 100}%` }}
            >
              {formatCompact(tick, language)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('insights.chart.label', {
            kind: kindName,
            from: formatDay(first, language),
            to: formatDay(last, language),
          })}
          className="h-40 min-w-0 flex-1 text-brand"
        >
          <g className="text-line">
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2={width}
                y1={valueY(tick, top, HEIGHT)}
                y2={valueY(tick, top, HEIGHT)}
                stroke="currentColor"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
          {values.map((value, index) => {
            const y = valueY(value, top, HEIGHT);
            const slot = rtl ? series.length - 1 - index : index;
            return (
              <rect
                key={series[index]?.day}
                x={slot * SLOT + (SLOT - barWidth) / 2}
                y={y}
                width={barWidth}
                height={Math.max(0, HEIGHT - CHART_MARGIN - y)}
                rx="1"
                fill="currentColor"
                data-day={series[index]?.day}
                data-value={value}
              />
            );
          })}
        </svg>
      </div>
      <div aria-hidden className="ms-12 mt-1 flex justify-between text-xs text-ink-muted">
        <span>{formatDay(first, language)}</span>
        <span>{formatDay(last, language)}</span>
      </div>
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
