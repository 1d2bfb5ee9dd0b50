import type { Language } from './i18n';

/** Arabic wording with Latin digits, as Gulf property sites print prices. */
const localeOf = (language: Language) => (language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(value);
}

/** The currency's label: ر.س / SAR for riyals (spec), the Intl symbol for the others. */
export function currencyLabel(currency: string, language: Language): string {
  if (currency === 'SAR') return language === 'ar' ? 'ر.س' : 'SAR';
  const parts = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** "1,250,000 ر.س" in Arabic, "SAR 1,250,000" in English. */
export function formatPrice(price: number, currency: string, language: Language): string {
  const amount = formatNumber(price, language);
  const label = currencyLabel(currency, language);
  return language === 'ar' ? `${amount} ${label}` : `${label} ${amount}`;
}

/** "350 م²" / "350 m²". */
export function formatArea(area: number, language: Language): string {
  return `${formatNumber(area, language, 1)} ${language === 'ar' ? 'م²' : 'm²'}`;
}

/** A date in the reader's language, Latin digits. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}
