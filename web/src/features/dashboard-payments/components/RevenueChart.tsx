import { useTranslation } from 'react-i18next';
import type { RevenueReport } from '#contract/dashboard/payments-finance';
import { CHART_MARGIN, niceTicks, valueY } from '#web/components/chart/chart-scale';
import { formatCompact } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatHalalas } from '#web/lib/formatting/format';
import { formatRiyadhDay } from '../lib/riyadh-time';

const HEIGHT = 160;
/** Each day's slot in viewBox units; the bar fills most of it. */
const SLOT = 10;

/**
 * What was invoiced each day (VAT included), as bars, time running from the inline start (right to
 * left in Arabic), the axis in riyals. Screen readers read the table below instead.
 */
export function RevenueChart({ days }: { days: RevenueReport['days'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = language === 'ar';
  const riyals = days.map((day) => day.invoiced / 100);
  const ticks = niceTicks(Math.max(0, ...riyals), 4);
  const top = ticks.at(-1) ?? 1;
  const width = Math.max(1, days.length) * SLOT;
  const barWidth = SLOT * (days.length > 40 ? 0.7 : 0.6);
  const first = formatRiyadhDay(days.at(0)?.day ?? '1970-01-01', language);
  const last = formatRiyadhDay(days.at(-1)?.day ?? '1970-01-01', language);
  return (
    <figure
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      data-revenue-chart
    >
      <figcaption className="mb-3 font-semibold">{t('dashboard.payments.revenue.chartTitle')}</figcaption>
      <div className="flex gap-2">
        <div aria-hidden className="relative h-40 w-12 shrink-0 text-xs text-ink-muted">
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
          aria-label={t('dashboard.payments.revenue.chartLabel', { from: first, to: last })}
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
          {days.map((day, index) => {
            const y = valueY(riyals[index] ?? 0, top, HEIGHT);
            const slot = rtl ? days.length - 1 - index : index;
            return (
              <rect
                key={day.day}
                x={slot * SLOT + (SLOT - barWidth) / 2}
                y={y}
                width={barWidth}
                height={Math.max(0, HEIGHT - CHART_MARGIN - y)}
                rx="1"
                fill="currentColor"
                data-day={day.day}
                data-value={day.invoiced}
              >
                <title>{`${formatRiyadhDay(day.day, language)}: ${formatHalalas(day.invoiced, language)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden className="ms-14 mt-1 flex justify-between text-xs text-ink-muted">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </figure>
  );
}
