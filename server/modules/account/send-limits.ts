import { and, count, eq, gt, gte, max, min, sql, sum } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { phoneVerifications as pv } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { AppError, rateLimited } from '#server/lib/errors.js';
import { DAY_SECONDS, HOUR_SECONDS, SIGN_IN_LIMITS } from './sign-in-limits.js';

type Executor = Pick<Database, 'select'>;

/** Refuses a new code when any sending limit of decisions.md is reached. Run under the phone's lock. */
export async function enforceSendLimits(
  db: Executor,
  config: Config,
  { phone, ip, now }: { phone: string; ip: string; now: Date },
): Promise<void> {
  const ipWindowStart = addSeconds(now, -SIGN_IN_LIMITS.ipWindowSeconds);
  const [byIp] = await db
    .select({ sent: count(), oldest: min(pv.createdAt) })
    .from(pv)
    .where(and(eq(pv.ip, ip), gt(pv.createdAt, ipWindowStart)));
  if (byIp && byIp.sent >= config.sms.perIpPer10Minutes) {
    throw rateLimited('tooManyCodes', retryAfter(byIp.oldest, SIGN_IN_LIMITS.ipWindowSeconds, now));
  }

  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [budget] = await db.select({ sent: count() }).from(pv).where(gte(pv.createdAt, dayStart));
  if (budget && budget.sent >= config.sms.dailyBudget) {
    throw new AppError('rateLimited', 'smsUnavailable', {
      retryAfterSeconds: Math.ceil(secondsBetween(now, addSeconds(dayStart, DAY_SECONDS))),
    });
  }

  const hourAgo = addSeconds(now, -HOUR_SECONDS);
  const [stats] = await db
    .select({
      last: max(pv.createdAt),
      inDay: count(),
      oldestInDay: min(pv.createdAt),
      inHour: sql<number>`count(*) filter (where ${gt(pv.createdAt, hourAgo)})`.mapWith(Number),
      oldestInHour:
        sql<Date | null>`min(${pv.createdAt}) filter (where ${gt(pv.createdAt, hourAgo)})`.mapWith(
          pv.createdAt,
        ),
      failures: sum(pv.attempts).mapWith(Number),
    })
    .from(pv)
    .where(and(eq(pv.phoneNumber, phone), gt(pv.createdAt, addSeconds(now, -DAY_SECONDS))));
  if (!stats) return;
  if (stats.failures >= SIGN_IN_LIMITS.failuresPerPhonePerDay) {
    throw rateLimited('tooManyFailures', retryAfter(stats.oldestInDay, DAY_SECONDS, now));
  }
  if (stats.last && secondsBetween(stats.last, now) < SIGN_IN_LIMITS.resendCooldownSeconds) {
    throw rateLimited('resendCooldown', retryAfter(stats.last, SIGN_IN_LIMITS.resendCooldownSeconds, now));
  }
  if (stats.inHour >= SIGN_IN_LIMITS.codesPerPhonePerHour) {
    throw rateLimited('tooManyCodes', retryAfter(stats.oldestInHour, HOUR_SECONDS, now));
  }
  if (stats.inDay >= SIGN_IN_LIMITS.codesPerPhonePerDay) {
    throw rateLimited('tooManyCodes', retryAfter(stats.oldestInDay, DAY_SECONDS, now));
  }
}

/** Failed tries on this phone's codes of the last 24 hours (a code lives 5 minutes, so this is close). */
export async function failuresInLastDay(db: Executor, phone: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: sum(pv.attempts).mapWith(Number) })
    .from(pv)
    .where(and(eq(pv.phoneNumber, phone), gt(pv.createdAt, addSeconds(now, -DAY_SECONDS))));
  return row?.failures ?? 0;
}

/** Seconds until the oldest counted send leaves the window. */
export function retryAfter(since: Date | null, windowSeconds: number, now: Date): number {
  return since ? secondsBetween(now, addSeconds(since, windowSeconds)) : windowSeconds;
}
