import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { pricePerMetre } from '#contract/price-per-metre';
import type { PropertyDetail } from '#contract/properties';
import { formatCompact, formatDate, formatNumber, formatPrice, formatTime } from '#web/lib/formatting/format';
import {
  chartPath,
  pricePoints,
  priceTicks,
  priceY,
  relativeChange,
  rowDates,
  timeLabels,
} from './price-points';

const WIDTH = 600;
const HEIGHT = 160;
/** Within half a percent of the median counts as at it. */
const AT_MEDIAN = 0.005;

type Priced = Pick<
  PropertyDetail,
  | 'price'
  | 'area'
  | 'currency'
  | 'rentPeriod'
  | 'district'
  | 'createdAt'
  | 'publishedAt'
  | 'priceHistory'
  | 'districtPricePerMetre'
>;

const percent = (fraction: number, language: Language) =>
  `${formatNumber(Math.abs(fraction) * 100, language, 1)}%`;

/** Price per m², the district's median price per m², and the price's history (a step chart and its dates). */
export function PriceSection({ property }: { property: Priced }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const own = pricePerMetre(property);
  const median = property.districtPricePerMetre;
  const points = pricePoints(property.publishedAt ?? property.createdAt, property.priceHistory);
  if (own === null && median === null && points.length === 0) return null;
  const money = (value: number) => formatPrice(Math.round(value), property.currency, language);
  const period = property.rentPeriod ? ` ${t(`catalogue.rentPeriod.${property.rentPeriod}`)}` : '';
  const versus = own !== null && median !== null ? relativeChange(median.median, own) : null;

  return (
    <section aria-labelledby="price-title" className="space-y-4">
      <h2 id="price-title" className="text-xl font-bold">
        {t('prices.title')}
      </h2>
      <dl
        className={`grid gap-px overflow-hidden rounded-2xl border border-line bg-line ${own !== null && median !== null ? 'sm:grid-cols-2' : ''}`}
      >
        {own !== null && (
          <div className="bg-surface-raised px-4 py-3">
            <dt className="text-sm text-ink-muted">{t('prices.perMetre')}</dt>
            <dd className="mt-0.5 font-bold" data-own-price-per-metre>
              <span dir="ltr">{money(own)}</span>
              {period}
            </dd>
          </div>
        )}
        {median !== null && property.district && (
          <div className="bg-surface-raised px-4 py-3" data-district-median>
            <dt className="text-sm text-ink-muted">
              {t('prices.district.title', { district: property.district })}
            </dt>
            <dd className="mt-0.5 font-bold">
              <span dir="ltr">{money(median.median)}</span>
              {period}
            </dd>
            <dd className="mt-1 text-sm text-ink-muted">
              {t('prices.district.basis', { n: formatNumber(median.count, language) })}
            </dd>
            {versus !== null && (
              <dd className="mt-1 text-sm">
                {Math.abs(versus) < AT_MEDIAN
                  ? t('prices.district.same')
                  : t(versus > 0 ? 'prices.district.above' : 'prices.district.below', {
                      percent: percent(versus, language),
                    })}
              </dd>
            )}
          </div>
        )}
      </dl>
      {points.length > 1 && <PriceChart points={points} currency={property.currency} language={language} />}
    </section>
  );
}

interface PriceChartProps {
  points: ReturnType<typeof pricePoints>;
  currency: string;
  language: Language;
}

function PriceChart({ points, currency, language }: PriceChartProps) {
  const { t } = useTranslation();
  const ticks = priceTicks(Math.max(...points.map((point) => point.price)));
  const top = ticks.at(-1) ?? 1;
  const { path, dots } = chartPath(points, WIDTH, HEIGHT, language === 'ar', top);
  const day = (iso: string) => formatDate(iso, language);
  const labels = timeLabels(points, day);
  const dates = rowDates(points, day, (iso) => formatTime(iso, language));
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4">
      <div className="flex gap-2">
        {/* The table below carries the same numbers for screen readers. */}
        <div aria-hidden className="relative h-40 w-16 shrink-0 text-xs text-ink-muted" data-price-axis>
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute inset-x-0 -translate-y-1/2 text-end whitespace-nowrap"
              style={{ top: `${(priceY(tick, top, HEIGHT) / HEIGHT) * 100}%` }}
              data-price-tick={tick}
            >
              {formatCompact(tick, language)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t('prices.history.chart')}
          className="h-40 min-w-0 flex-1 text-brand"
          preserveAspectRatio="none"
          data-price-chart
        >
          <g className="text-line">
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2={WIDTH}
                y1={priceY(tick, top, HEIGHT)}
                y2={priceY(tick, top, HEIGHT)}
                stroke="currentColor"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
          />
          {/* Zero-length strokes with round caps: dots that stay round however the chart is stretched. */}
          {dots.map((dot, index) => (
            <path
              key={index}
              d={`M${dot.x.toFixed(1)},${dot.y.toFixed(1)}h0`}
              stroke="currentColor"
              strokeWidth="8"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
              data-price-dot
            />
          ))}
        </svg>
      </div>
      <div
        className={`ms-18 mt-1 flex text-xs text-ink-muted ${labels.length > 1 ? 'justify-between' : 'justify-center'}`}
        data-price-dates
      >
        {labels.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </div>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-2 text-start font-medium">
              {t('prices.history.date')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('prices.history.price')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('prices.history.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => {
            const before = points[index - 1];
            const change = before ? relativeChange(before.price, point.price) : null;
            const date = dates[index];
            return (
              <tr key={index} className="border-b border-line last:border-b-0" data-price-change>
                <td className="py-2">
                  {date?.day}
                  {date?.time && <span className="block text-xs text-ink-muted">{date.time}</span>}
                </td>
                <td className="py-2 font-bold">
                  <span dir="ltr">{formatPrice(point.price, currency, language)}</span>
                </td>
                <td className="py-2">
                  {change === null ? (
                    <span className="text-ink-muted">{t('prices.history.first')}</span>
                  ) : (
                    <span
                      className={`inline-flex items-center gap-1 whitespace-nowrap ${change < 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
                    >
                      {change < 0 ? (
                        <TrendingDown aria-hidden className="size-4" />
                      ) : (
                        <TrendingUp aria-hidden className="size-4" />
                      )}
                      {t(change < 0 ? 'prices.history.down' : 'prices.history.up', {
                        percent: percent(change, language),
                      })}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
