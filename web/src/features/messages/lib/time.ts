import type { Language } from '#contract/common';

/** Arabic wording with Latin digits, as `lib/formatting/format.ts` prints every number. */
const localeOf = (language: Language) => (language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, found);
  }
  return found;
}

const DAY = 24 * 60 * 60 * 1000;

/** Midnight of the reader's local day, as a number: two dates on one day share it. */
export const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole local days from `date` to `now`: 0 today, 1 yesterday. */
const daysAgo = (date: Date, now: Date) => Math.round((dayOf(now) - dayOf(date)) / DAY);

/** "2:05 م" / "2:05 PM". */
export function formatClock(iso: string, language: Language): string {
  return formatter(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

interface DayWords {
  today: string;
  yesterday: string;
}

/**
 * When a conversation last moved, as short as a list row allows: the time today, "yesterday", the
 * weekday within a week, else the date (with the year when it is not this one).
 */
export function formatShortTime(iso: string, language: Language, words: DayWords, now = new Date()): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days <= 0) return formatClock(iso, language);
  if (days === 1) return words.yesterday;
  if (days < 7) return formatter(language, { weekday: 'long' }).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatter(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The heading over one day's messages: "today", "yesterday", else the date (its year when not this one). */
export function formatDay(day: number, language: Language, words: DayWords, now = new Date()): string {
  const date = new Date(day);
  const days = daysAgo(date, now);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatter(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The full date and time, for a tooltip and `<time>`'s title. */
export function formatFull(iso: string, language: Language): string {
  return formatter(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}
