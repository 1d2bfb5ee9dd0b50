import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import type { SimilarRank } from '#contract/insights';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });
const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** "3rd" in English; the number alone in Arabic, whose sentence says "المرتبة". */
const place = (rank: number, language: Language) =>
  language === 'en' ? `${rank}${suffixes[ordinals.select(rank)] ?? 'th'}` : formatNumber(rank, language);

/** "3rd of 41 similar by views", and by price per m², or why there is no rank. */
export function RankLines({ rank }: { rank: SimilarRank | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!rank) return <span className="text-xs text-ink-muted">{t('insights.rank.none')}</span>;
  return (
    <span className="flex flex-col gap-0.5 text-xs" title={t('insights.rank.similar')} data-rank>
      <span>
        {t('insights.rank.views', {
          place: place(rank.byViews.rank, language),
          of: formatNumber(rank.byViews.of, language),
        })}
      </span>
      {rank.byPricePerMetre && (
        <span className="text-ink-muted">
          {t('insights.rank.price', {
            place: place(rank.byPricePerMetre.rank, language),
            of: formatNumber(rank.byPricePerMetre.of, language),
          })}
        </span>
      )}
    </span>
  );
}
