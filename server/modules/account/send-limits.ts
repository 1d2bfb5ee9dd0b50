import { and, count, eq, gt, max, min, sql, sum } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { phoneVerifications as pv, signInFailures } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { rateLimited } from '#server/lib/errors.js';
import { DAY_SECONDS, HOUR_SECONDS, SIGN_IN_LIMITS } from './sign-in-limits.js';

type Executor = Pick<Database, 'select'>;

/** A phone, and the source (lib/network-source.ts) a request about it comes from. */
export interface PhoneAndSource {
  phone: string;
  source: string;
}

/**
 * Refuses a new code by the rules of one phone (decisions.md): the 60 s cooldown, 3 an hour, 10 a
 * day, and the daily failure cap of this phone from this source. Run under the phone's lock.
 */
export async function enforcePhoneLimits(db: Executor, { phone, source }: PhoneAndSource, now: Date) {
  const failed = await failuresInLastDay(db, { phone, source }, now);
  if (failed.failures >= SIGN_IN_LIMITS.failuresPerPhonePerDay) {
    throw rateLimited('tooManyFailures', retryAfter(failed.oldest, DAY_SECONDS, now));
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
    })
    .from(pv)
    .where(and(eq(pv.phoneNumber, phone), gt(pv.createdAt, addSeconds(now, -DAY_SECONDS))));
  if (!stats) return;
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

/**
 * Wrong codes this source sent for this phone's codes of the last 24 hours (a code lives 5 minutes,
 * so this is close), and when the oldest of those codes was sent.
 */
export async function failuresInLastDay(
  db: Executor,
  { phone, source }: PhoneAndSource,
  now: Date,
): Promise<{ failures: number; oldest: Date | null }> {
  const [row] = await db
    .select({ failures: sum(signInFailures.failures).mapWith(Number), oldest: min(pv.createdAt) })
    .from(signInFailures)
    .innerJoin(pv, eq(pv.id, signInFailures.verificationId))
    .where(
      and(
        eq(pv.phoneNumber, phone),
        eq(signInFailures.source, source),
        gt(pv.createdAt, addSeconds(now, -DAY_SECONDS)),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** Seconds until the oldest counted send leaves the window. */
export function retryAfter(since: Date | null, windowSeconds: number, now: Date): number {
  return since ? secondsBetween(now, addSeconds(since, windowSeconds)) : windowSeconds;
}
