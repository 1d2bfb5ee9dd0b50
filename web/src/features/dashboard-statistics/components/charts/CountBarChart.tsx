import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { counted, formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { ChartFigure } from './ChartFigure';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';

interface CountBarChartProps {
  title: string;
  /** The table's header for the names: "Status". */
  labelHeader: string;
  items: { label: string; count: number }[];
  color?: string;
  className?: string;
}

const ROW_HEIGHT = 32;

/**
 * Named counts as horizontal bars, in the order given. In Arabic the bars grow from the right and
 * the names stand on the right.
 */
export function CountBarChart({
  title,
  labelHeader,
  items,
  color = chartColors.brand,
  className,
}: CountBarChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = language === 'ar';
  const number = (value: number) => formatNumber(value, language);
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const seriesName = t('dashboard.statistics.adsCount');

  return (
    <ChartFigure
      title={title}
      summary={t('dashboard.statistics.barSummary', counted(total, language))}
      columns={[labelHeader, seriesName]}
      rows={items.map((item) => ({ label: item.label, value: number(item.count) }))}
      className={className}
      height={Math.max(ROW_HEIGHT * items.length + 32, 120)}
    >
      {items.length === 0 ? (
        <p className="grid h-full place-items-center text-sm text-ink-muted">
          {t('dashboard.statistics.empty')}
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={items}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chartColors.line} horizontal={false} />
            <XAxis
              type="number"
              reversed={rtl}
              allowDecimals={false}
              tickFormatter={number}
              tick={axisTick}
              tickLine={false}
              axisLine={{ stroke: chartColors.line }}
            />
            <YAxis
              type="category"
              dataKey="label"
              orientation={rtl ? 'right' : 'left'}
              width={96}
              tick={{ ...axisTick, fill: chartColors.ink }}
              tickLine={false}
              axisLine={false}
              interval={0}
            />
            <Tooltip
              cursor={{ fill: chartColors.line, opacity: 0.4 }}
              contentStyle={tooltipStyle}
              labelStyle={{ color: chartColors.ink }}
              formatter={(value) => [number(Number(value)), seriesName]}
            />
            <Bar
              dataKey="count"
              name={seriesName}
              fill={color}
              radius={4}
              barSize={18}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
