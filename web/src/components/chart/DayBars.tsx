import type { ReactNode } from 'react';
import { formatCompact } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { CHART_MARGIN, niceTicks, valueY } from './chart-scale';

const HEIGHT = 160;
/** Each day's slot in viewBox units; the bar fills most of it. */
const SLOT = 10;

export interface DayBar {
  day: string;
  /** Drawn to scale (riyals, counts). */
  value: number;
  /** What a test or a tooltip reads for the bar (its halalas, its count). */
  dataValue: number;
  /** The bar's tooltip, if any. */
  title?: string;
}

interface DayBarsProps {
  bars: DayBar[];
  /** The axis counts whole things (no fractions between 0 and 1). */
  whole?: boolean;
  /** The picture's name for screen readers, which read the table the caller puts below. */
  label: string;
  /** The first and last days as the reader writes them. */
  first: string;
  last: string;
  /** The width of the axis' labels (a Tailwind width and the matching start margin of the days). */
  axis: { width: string; margin: string };
}

/**
 * Values per day as bars, time running from the inline start (right to left in Arabic), on the price
 * chart's scale (`chart-scale`): 0 at the bottom, a round top, the axis in compact numbers.
 */
export function DayBars({ bars, whole = false, label, first, last, axis }: DayBarsProps): ReactNode {
  const language = useLanguage();
  const rtl = language === 'ar';
  const ticks = niceTicks(Math.max(0, ...bars.map((bar) => bar.value)), 4, whole);
  const top = ticks.at(-1) ?? 1;
  const width = Math.max(1, bars.length) * SLOT;
  const barWidth = SLOT * (bars.length > 40 ? 0.7 : 0.6);
  return (
    <>
      <div className="flex gap-2">
        <div aria-hidden className={`relative h-40 ${axis.width} shrink-0 text-xs text-ink-muted`}>
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
          aria-label={label}
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
          {bars.map((bar, index) => {
            const y = valueY(bar.value, top, HEIGHT);
            const slot = rtl ? bars.length - 1 - index : index;
            return (
              <rect
                key={bar.day}
                x={slot * SLOT + (SLOT - barWidth) / 2}
                y={y}
                width={barWidth}
                height={Math.max(0, HEIGHT - CHART_MARGIN - y)}
                rx="1"
                fill="currentColor"
                data-day={bar.day}
                data-value={bar.dataValue}
              >
                {bar.title && <title>{bar.title}</title>}
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden className={`${axis.margin} mt-1 flex justify-between text-xs text-ink-muted`}>
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </>
  );
}
