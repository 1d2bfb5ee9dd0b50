import type { Language } from '#contract/common';
import { currencyLabel, formatNumber } from '#web/lib/formatting/format';

/** An amount the API gives in halalas, as riyals with their halalas: "171.35 ر.س" / "SAR 171.35". */
export function formatHalalas(halalas: number, language: Language): string {
  const riyals = Math.trunc(halalas / 100);
  const rest = String(halalas % 100).padStart(2, '0');
  const amount = `${formatNumber(riyals, language)}.${rest}`;
  const label = currencyLabel('SAR', language);
  return language === 'ar' ? `${amount} ${label}` : `${label} ${amount}`;
}
