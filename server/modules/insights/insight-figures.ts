import { sql } from 'drizzle-orm';
import { noCounts, type InsightPeriod, type KindCounts } from '#contract/insights.js';
import type { Database } from '#server/db/client.js';
import { properties } from '#server/db/schema/index.js';
import { countsByDay, type CountedDays } from './activity-counts.js';
import { daysBetween, insightWindow, type InsightWindow } from './insight-days.js';
import type { InsightScope } from './insight-scope.js';

type Reader = Pick<Database, 'execute' | 'select'>;

export interface Figures {
  days: InsightPeriod;
  from: string;
  to: string;
  totals: KindCounts;
  previous: KindCounts;
  series: { day: string; counts: KindCounts }[];
}

/** The period: what every statement of one request counts over. */
export function countingWindow(
  now: Date,
  days: InsightPeriod,
): { window: InsightWindow; counted: CountedDays } {
  const window = insightWindow(now, days);
  return { window, counted: { from: window.from, to: window.to } };
}

/**
 * The scope's totals over the period and the period before it, and each day of the period with every
 * kind, zeros filled in: one statement over both periods.
 */
export async function figuresOf(
  db: Reader,
  scope: InsightScope,
  { window, counted }: { window: InsightWindow; counted: CountedDays },
): Promise<Figures> {
  const rows = await countsByDay(db, scope, { ...counted, from: window.previousFrom });
  const byDay = new Map(daysBetween(window.from, window.to).map((day) => [day, noCounts()]));
  const totals = noCounts();
  const previous = noCounts();
  for (const { day, kind, n } of rows) {
    const counts = byDay.get(day);
    if (counts) {
      counts[kind] += n;
      totals[kind] += n;
    } else if (day >= window.previousFrom && day <= window.previousTo) {
      previous[kind] += n;
    }
  }
  return {
    days: window.days,
    from: window.from,
    to: window.to,
    totals,
    previous,
    series: [...byDay].map(([day, counts]) => ({ day, counts })),
  };
}

/** How many ads the scope holds. */
export async function adCountOf(db: Reader, scope: InsightScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(scope.ads);
  return row?.n ?? 0;
}
