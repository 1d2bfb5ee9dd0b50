/** The UTC day of a moment, `YYYY-MM-DD`: the day an event counts on. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The UTC day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 3600 * 1000));
}
