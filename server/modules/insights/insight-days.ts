import type { InsightPeriod } from '#contract/insights.js';

const DAY_MS = 86_400_000;

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The UTC day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period ending today, and the one of the same length before it (for a trend). */
export interface InsightWindow {
  days: InsightPeriod;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

export function insightWindow(now: Date, days: InsightPeriod): InsightWindow {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  return { days, from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}
