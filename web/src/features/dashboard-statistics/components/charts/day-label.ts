import type { Language } from '#contract/common';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * "22 Nov" / "22 نوفمبر": a `YYYY-MM-DD` Saudi day, Gregorian (the statistics count Gregorian days)
 * with Latin digits in both languages.
 */
export function dayLabel(date: string, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}
