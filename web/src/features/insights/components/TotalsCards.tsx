import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity';
import type { KindCounts } from '#contract/insights';
import { formatNumber, formatPercent } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

interface TotalsCardsProps {
  totals: KindCounts;
  previous: KindCounts;
  /** The kind the chart shows; a card picks it. */
  chosen: AdActivityKind;
  onChoose: (kind: AdActivityKind) => void;
}

/** Each kind's total over the period with its change from the period before; a card picks the chart's kind. */
export function TotalsCards({ totals, previous, chosen, onChoose }: TotalsCardsProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('insights.totals.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {adActivityKinds.map((kind) => (
        <li key={kind}>
          <button
            type="button"
            aria-pressed={chosen === kind}
            aria-label={`${t(`insights.kinds.${kind}`)}: ${String(totals[kind])}. ${t('insights.totals.choose', { kind: t(`insights.kinds.${kind}`) })}`}
            onClick={() => onChoose(kind)}
            className="flex h-full w-full flex-col items-start gap-1 rounded-[var(--radius-card)] border border-line bg-surface-raised p-3 text-start shadow-sm hover:border-brand aria-pressed:border-brand aria-pressed:ring-2 aria-pressed:ring-brand/30"
            data-total={kind}
          >
            <span className="text-sm text-ink-muted">{t(`insights.kinds.${kind}`)}</span>
            <Figure value={totals[kind]} before={previous[kind]} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Figure({ value, before }: { value: number; before: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const trend =
    value === before
      ? { text: t('insights.trend.same'), tone: 'text-ink-muted', Icon: null }
      : before === 0
        ? { text: t('insights.trend.fresh'), tone: 'text-ink-muted', Icon: null }
        : value > before
          ? {
              text: t('insights.trend.up', { value: formatPercent((value - before) / before, language) }),
              tone: 'text-emerald-700 dark:text-emerald-400',
              Icon: TrendingUp,
            }
          : {
              text: t('insights.trend.down', { value: formatPercent((before - value) / before, language) }),
              tone: 'text-red-700 dark:text-red-400',
              Icon: TrendingDown,
            };
  return (
    <>
      <span className="text-2xl font-bold">{formatNumber(value, language)}</span>
      <span className={`flex items-center gap-1 text-xs ${trend.tone}`} data-trend>
        {trend.Icon && <trend.Icon aria-hidden className="size-3.5 shrink-0" />}
        {trend.text}
      </span>
    </>
  );
}
