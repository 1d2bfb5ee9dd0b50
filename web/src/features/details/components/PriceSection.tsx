import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { pricePerMetre } from '#contract/price-per-metre';
import type { PropertyDetail } from '#contract/properties';
import { formatDate, formatNumber, formatPrice } from '#web/lib/format';
import { chartPath, pricePoints, relativeChange } from './price-points';

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
  const { path, dots } = chartPath(points, WIDTH, HEIGHT, language === 'ar');
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('prices.history.chart')}
        className="h-40 w-full text-brand"
        preserveAspectRatio="none"
        data-price-chart
      >
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          vectorEffect="non-scaling-stroke"
        />
        {dots.map((dot, index) => (
          <circle
            key={index}
            cx={dot.x}
            cy={dot.y}
            r="4"
            fill="currentColor"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-muted">
        {[points.at(0), points.at(-1)].map((point, index) => (
          <span key={index}>{point && formatDate(point.at, language)}</span>
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
            return (
              <tr key={index} className="border-b border-line last:border-b-0" data-price-change>
                <td className="py-2">{formatDate(point.at, language)}</td>
                <td className="py-2 font-bold">
                  <span dir="ltr">{formatPrice(point.price, currency, language)}</span>
                </td>
                <td className="py-2">
                  {change === null ? (
                    <span className="text-ink-muted">{t('prices.history.first')}</span>
                  ) : (
                    <span
                      className={`inline-flex items-center gap-1 ${change < 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
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
