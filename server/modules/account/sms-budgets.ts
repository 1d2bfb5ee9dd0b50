import { and, count, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { phoneVerifications as pv } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { rateLimited } from '#server/lib/errors.js';
import { retryAfter } from './send-limits.js';
import { DAY_SECONDS, HOUR_SECONDS, SIGN_IN_LIMITS } from './sign-in-limits.js';

/** Who a code would go to and who asks for it, as the budgets see them (docs/decisions/0026). */
export interface Sending {
  /** lib/network-source.ts: an IPv4 address or an IPv6 /64. */
  source: string;
  /** The destination's ISO country. */
  country: string;
  /** The number has an account (it signed in before): it may use the reserve. */
  returning: boolean;
}

/** Codes already sent, counted where the budgets and the proof-of-work triggers look. */
export interface SentCounts {
  source: { tenMinutes: number; oldestInTenMinutes: Date | null; hour: number; today: number };
  country: { today: number };
  site: { hour: number; today: number };
}

const utcDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Counts what the budgets need. Run under the budget lock, so the counts hold until the insert. */
export async function countSent(
  db: Pick<Database, 'select'>,
  { source, country }: Sending,
  now: Date,
): Promise<SentCounts> {
  const dayStart = utcDayStart(now);
  const hourAgo = addSeconds(now, -HOUR_SECONDS);
  const tenMinutesAgo = addSeconds(now, -SIGN_IN_LIMITS.ipWindowSeconds);
  const since = dayStart < hourAgo ? dayStart : hourAgo;
  const sentSince = (start: Date) => sql<number>`count(*) filter (where ${gte(pv.createdAt, start)})`;
  const counted = (query: SQL<number>) => query.mapWith(Number);

  const [bySource] = await db
    .select({
      tenMinutes: counted(sql`count(*) filter (where ${gt(pv.createdAt, tenMinutesAgo)})`),
      oldestInTenMinutes:
        sql<Date | null>`min(${pv.createdAt}) filter (where ${gt(pv.createdAt, tenMinutesAgo)})`.mapWith(
          pv.createdAt,
        ),
      hour: counted(sql`count(*) filter (where ${gt(pv.createdAt, hourAgo)})`),
      today: counted(sentSince(dayStart)),
    })
    .from(pv)
    .where(and(eq(pv.source, source), gte(pv.createdAt, since)));
  const [byCountry] = await db
    .select({ today: count() })
    .from(pv)
    .where(and(eq(pv.country, country), gte(pv.createdAt, dayStart)));
  const [bySite] = await db
    .select({
      hour: counted(sql`count(*) filter (where ${gt(pv.createdAt, hourAgo)})`),
      today: counted(sentSince(dayStart)),
    })
    .from(pv)
    .where(gte(pv.createdAt, since));
  return {
    source: bySource ?? { tenMinutes: 0, oldestInTenMinutes: null, hour: 0, today: 0 },
    country: { today: byCountry?.today ?? 0 },
    site: bySite ?? { hour: 0, today: 0 },
  };
}

/**
 * Refuses a code when a budget is spent: per source per 10 minutes and per UTC day, and per UTC day
 * per destination country and for the whole site. The last `returningReservePercent` of the country's
 * and the site's budgets is kept for numbers that have an account, so a flood of new numbers from
 * many sources never shuts their owners out. A source's own budget has no reserve: one there would let
 * a single source learn which numbers have accounts, cheaply (docs/decisions/0026).
 */
export function enforceBudgets(config: Config, sending: Sending, sent: SentCounts, now: Date): void {
  const { sms } = config;
  if (sent.source.tenMinutes >= sms.perIpPer10Minutes) {
    throw rateLimited(
      'tooManyCodes',
      retryAfter(sent.source.oldestInTenMinutes, SIGN_IN_LIMITS.ipWindowSeconds, now),
    );
  }
  const usable = (budget: number) =>
    sending.returning ? budget : Math.floor((budget * (100 - sms.returningReservePercent)) / 100);
  const untilTomorrow = secondsBetween(now, addSeconds(utcDayStart(now), DAY_SECONDS));
  if (sent.source.today >= sms.perSourcePerDay) throw rateLimited('tooManyCodes', untilTomorrow);
  const countryBudget = sms.countryDailyBudgets.listed[sending.country] ?? sms.countryDailyBudgets.other;
  if (sent.country.today >= usable(countryBudget) || sent.site.today >= usable(sms.dailyBudget)) {
    throw rateLimited('smsBudgetSpent', untilTomorrow);
  }
}

/** Whether this code needs a solved proof of work: its source or the whole site sent unusually many. */
export function proofNeeded(config: Config, sent: SentCounts): boolean {
  const { afterSourcePerHour, afterSitePerHour } = config.sms.proofOfWork;
  return sent.source.hour >= afterSourcePerHour || sent.site.hour >= afterSitePerHour;
}
