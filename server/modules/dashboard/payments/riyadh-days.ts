import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** The instant a Riyadh calendar day (`YYYY-MM-DD`) starts. */
export const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00${RIYADH_OFFSET}`);

/** The instant the Riyadh day after `day` starts: the end, excluded, of a range that counts `day`. */
export const afterRiyadhDay = (day: string) => new Date(riyadhMidnight(day).getTime() + DAY_MS);

/** The Riyadh calendar day of a stored instant, whatever the session's time zone. */
export const riyadhDayOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/** Every calendar day from `from` to `to`, both counted. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
