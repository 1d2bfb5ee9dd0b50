import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { counted, formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { ChartFigure } from './ChartFigure';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';
import { dayLabel } from './day-label';

interface DailyChartProps {
  title: string;
  /** The tooltip's and the table's name for a count: "New users". */
  seriesName: string;
  days: { date: string; count: number }[];
  color?: string;
}

/**
 * Counts per day, oldest to newest. In Arabic time flows right to left: the axis is reversed (today
 * at the left end) and the count axis stands on the right.
 */
export function DailyChart({ title, seriesName, days, color = chartColors.brand }: DailyChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = language === 'ar';
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    undefined,
  );
  const number = (value: number) => formatNumber(value, language);
  const summary = busiest
    ? t('dashboard.statistics.dailySummary', {
        total: number(total),
        ...counted(days.length, language),
        day: dayLabel(busiest.date, language),
        most: number(busiest.count),
      })
    : t('dashboard.statistics.dailyNone', counted(days.length, language));
  const gradient = `fill${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  return (
    <ChartFigure
      title={title}
      summary={summary}
      columns={[t('dashboard.statistics.day'), seriesName]}
      rows={days.map((day) => ({ label: dayLabel(day.date, language), value: number(day.count) }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={chartColors.line} vertical={false} />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={(date: string) => dayLabel(date, language)}
            tick={axisTick}
            tickLine={false}
            axisLine={{ stroke: chartColors.line }}
            minTickGap={24}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            tickFormatter={number}
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            width={40}
          />
          <Tooltip
            contentStyle={tooltipStyle}
            labelStyle={{ color: chartColors.ink }}
            labelFormatter={(date) => (typeof date === 'string' ? dayLabel(date, language) : '')}
            formatter={(value) => [number(Number(value)), seriesName]}
          />
          <Area
            type="monotone"
            dataKey="count"
            name={seriesName}
            stroke={color}
            strokeWidth={2}
            fill={`url(#${gradient})`}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
