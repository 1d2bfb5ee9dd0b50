import type { Language } from '#contract/common';
import { countNoun } from '#contract/counted-nouns';

/** Arabic wording with Latin digits, as Gulf property sites print prices. */
const localeOf = (language: Language) => (language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');

/** Building an Intl formatter costs far more than using one: a page of cards reuses a handful. */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, create: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return cached(
    `number:${language}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }),
  ).format(value);
}

/** A share from 0 to 1 as whole percents: "42%" / "42٪" (a rate may keep some decimals: "12.5%"). */
export function formatPercent(share: number, language: Language, maximumFractionDigits = 0): string {
  return cached(
    `percent:${language}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits }),
  ).format(share);
}

/** The currency's label: ر.س / SAR for riyals (spec), the Intl symbol for the others. */
export function currencyLabel(currency: string, language: Language): string {
  if (currency === 'SAR') return language === 'ar' ? 'ر.س' : 'SAR';
  const parts = cached(
    `currency:${language}:${currency}`,
    () => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }),
  ).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** "1,250,000 ر.س" in Arabic, "SAR 1,250,000" in English. */
export function formatPrice(price: number, currency: string, language: Language): string {
  const amount = formatNumber(price, language);
  const label = currencyLabel(currency, language);
  return language === 'ar' ? `${amount} ${label}` : `${label} ${amount}`;
}

/**
 * An amount of money in halalas (1 SAR = 100), as riyals with both decimals: "56.35 ر.س" /
 * "SAR 56.35". The division is for display only; amounts stay integers everywhere else.
 */
export function formatHalalas(halalas: number, language: Language): string {
  const amount = cached(
    `halalas:${language}`,
    () => new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(halalas / 100);
  const label = currencyLabel('SAR', language);
  if (language === 'en') return `${label} ${amount}`;
  // In a right-to-left line a leading minus would jump to the number's other end: isolate it.
  return halalas < 0 ? `\u2066${amount}\u2069 ${label}` : `${amount} ${label}`;
}

/** "350 م²" / "350 m²". */
export function formatArea(area: number, language: Language): string {
  return `${formatNumber(area, language, 1)} ${language === 'ar' ? 'م²' : 'm²'}`;
}

/** A date in the reader's language, Latin digits. */
export function formatDate(iso: string, language: Language): string {
  return cached(
    `date:${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }),
  ).format(new Date(iso));
}

/** A time of day in the reader's language: "10:30 ص" / "10:30 AM". */
export function formatTime(iso: string, language: Language): string {
  return cached(
    `time:${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }),
  ).format(new Date(iso));
}

/** A round amount in short words for an axis: "250 ألف" / "250K", "1.25 مليون" / "1.25M". */
export function formatCompact(value: number, language: Language): string {
  return cached(
    `compact:${language}`,
    () => new Intl.NumberFormat(localeOf(language), { notation: 'compact', maximumFractionDigits: 2 }),
  ).format(value);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "قبل 5 دقائق" / "5 minutes ago" for the last week; older moments as a date. */
export function formatRelativeTime(iso: string, language: Language, now = Date.now()): string {
  let amount = Math.round((new Date(iso).getTime() - now) / 1000);
  const relative = cached(
    `relative:${language}`,
    () => new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }),
  );
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(unit === 'second' ? 0 : amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDate(iso, language);
}

const MINUTES_A_DAY = 24 * 60;

/**
 * A length of time set in minutes (a limit, never rounded), in the largest unit that divides it and
 * in the form after a preposition or as an object: "ساعة واحدة", "ساعتين", "90 دقيقة", "7 أيام" /
 * "1 hour", "90 minutes", "7 days".
 */
export function formatMinutesExactly(minutes: number, language: Language): string {
  if (minutes % MINUTES_A_DAY === 0) return countNoun('day', minutes / MINUTES_A_DAY, language);
  if (minutes % 60 === 0) return countNoun('hour', minutes / 60, language);
  return countNoun('minute', minutes, language);
}

/** The reader's comma between names: "، " in Arabic, ", " in English. */
export const listSeparator = (language: Language) => (language === 'ar' ? '، ' : ', ');

/** "الرياض، النرجس" / "Riyadh, Al Narjis"; empty names are left out. */
export function joinNames(names: (string | null | undefined)[], language: Language): string {
  return names.filter(Boolean).join(listSeparator(language));
}

/** The options of a counted text: `count` picks the plural form, `value` prints it ("1,250"). */
export const counted = (count: number, language: Language) => ({
  count,
  value: formatNumber(count, language),
});

/** Language codes by name in the reader's language: ["ar", "en"] → "العربية، الإنجليزية" / "Arabic, English". */
export function languageNames(codes: string[], language: Language): string {
  const names = cached(
    `languages:${language}`,
    () => new Intl.DisplayNames([language], { type: 'language' }),
  );
  return joinNames(
    codes.map((code) => names.of(code) ?? code),
    language,
  );
}
