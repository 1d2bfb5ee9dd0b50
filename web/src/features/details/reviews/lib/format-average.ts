import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

/** "4.0", "3.5": an average always shows its one decimal, in the digits of format.ts. */
export function formatAverage(average: number, language: Language): string {
  const rounded = Math.round(average * 10) / 10;
  const text = formatNumber(rounded, language, 1);
  if (!Number.isInteger(rounded)) return text;
  // Intl drops the trailing zero; the reader's decimal sign and zero are taken from the same formatter.
  const decimalSign = formatNumber(1.5, language, 1).slice(1, -1);
  return `${text}${decimalSign}${formatNumber(0, language)}`;
}
