import type { Language } from '#contract/common';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A UTC day (`YYYY-MM-DD`) as "7 ديسمبر" / "7 Dec", Latin digits, the day the server counted. */
export function formatDay(day: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return day ? format.format(new Date(`${day}T00:00:00Z`)) : '';
}
