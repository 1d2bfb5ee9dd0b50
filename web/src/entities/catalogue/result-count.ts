import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

/**
 * A count of search results as the reader sees it, Latin digits: "1,234", or for a search past the
 * window (`totalCapped`) "أكثر من 1,000" / "1,000+". The texts around it ("n عقار", "Show results
 * (n)", "the map shows x of n") take it whole.
 */
export function resultCountText(total: number, capped: boolean, t: TFunction, language: Language): string {
  const n = formatNumber(total, language);
  return capped ? t('catalogue.cappedCount', { n }) : n;
}

/** `resultCountText` in the current language. */
export function useResultCount(): (total: number, capped?: boolean) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (total, capped = false) => resultCountText(total, capped, t, language);
}
