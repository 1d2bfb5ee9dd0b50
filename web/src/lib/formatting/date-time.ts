import type { Language } from '#contract/common';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** Date and time in the reader's language with Latin digits, as the website prints dates. */
export function formatDateTime(iso: string, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(iso));
}
