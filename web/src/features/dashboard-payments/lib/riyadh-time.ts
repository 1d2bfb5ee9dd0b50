import type { Language } from '#contract/common';

const RIYADH = 'Asia/Riyadh';
const DAY_MS = 86_400_000;
/** Arabic wording, Latin digits, the Gregorian calendar: the days the revenue counts. */
const localeOf = (language: Language) => (language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB');

const dateTimes = new Map<Language, Intl.DateTimeFormat>();
const days = new Map<Language, Intl.DateTimeFormat>();

/** An instant as Riyadh's date and time: "11 مارس 2031، 2:30 ص" / "11 Mar 2031, 02:30". */
export function formatRiyadhDateTime(iso: string, language: Language): string {
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: RIYADH,
    });
    dateTimes.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A Riyadh calendar day (`YYYY-MM-DD`) as "11 مارس 2031" / "11 Mar 2031". */
export function formatRiyadhDay(day: string, language: Language): string {
  let format = days.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' });
    days.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Today in Riyadh (UTC+3 all year), `YYYY-MM-DD`. */
export const riyadhToday = (now = Date.now()) => new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);

/** The day `count` days before `day`. */
export const daysBefore = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
