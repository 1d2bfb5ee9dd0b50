import { useTranslation } from 'react-i18next';
import { insightPeriods, type InsightPeriod } from '#contract/insights';

/** 7, 30 or 90 days: a row of toggle buttons, the chosen one pressed. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: InsightPeriod;
  onChange: (days: InsightPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('insights.period.label')}
      className="inline-flex rounded-lg border border-line p-1"
    >
      {insightPeriods.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className="min-h-9 rounded-md px-3 text-sm font-medium text-ink-muted aria-pressed:bg-brand aria-pressed:text-white dark:aria-pressed:text-surface"
        >
          {t(`insights.period.${days}`)}
        </button>
      ))}
    </div>
  );
}
