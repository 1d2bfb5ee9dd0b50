import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staffLoginAttempts as attempts } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween, type Clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { slowDownWrongAnswer } from './login-slowdown.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';

type Db = Pick<Database, 'insert' | 'update' | 'delete'>;

/** Whose password checks are counted: an email (known or not) from one client IP. */
export interface AttemptKey {
  email: string;
  ip: string;
}

export type AttemptClaim =
  { allowed: true; failuresSoFar: number } | { allowed: false; retryAfterSeconds: number };

const ofKey = (key: AttemptKey) => and(eq(attempts.email, key.email), eq(attempts.ip, key.ip));

/**
 * Counts a password check against an email and IP before it runs, so parallel guesses are counted
 * one by one: the check is allowed while the pair is not locked and this is at most the fifth try of
 * its 15-minute window. A success clears the count.
 */
export async function claimPasswordCheck(db: Db, key: AttemptKey, now: Date): Promise<AttemptClaim> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${addSeconds(now, -LIMITS.failureWindowSeconds).toISOString()}::timestamptz`;
  const locked = sql`coalesce(${attempts.lockedUntil} > ${at}, false)`;
  const fresh = sql`(not ${locked} and (${attempts.lockedUntil} is not null or ${attempts.windowStartedAt} <= ${windowStart}))`;
  const [row] = await db
    .insert(attempts)
    .values({ ...key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: [attempts.email, attempts.ip],
      set: {
        failures: sql`case when ${locked} then ${attempts.failures} when ${fresh} then 1 else ${attempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${at} else ${attempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${fresh} then null else ${attempts.lockedUntil} end`,
      },
    })
    .returning({ failures: attempts.failures, lockedUntil: attempts.lockedUntil });
  if (!row) throw new Error('the sign-in attempt was not counted');
  if (row.lockedUntil && row.lockedUntil > now) {
    return { allowed: false, retryAfterSeconds: secondsBetween(now, row.lockedUntil) };
  }
  if (row.failures > LIMITS.maxFailedLogins) return { allowed: false, retryAfterSeconds: LIMITS.lockSeconds };
  return { allowed: true, failuresSoFar: row.failures };
}

/**
 * After a wrong password: the fifth failure of the pair locks it for 15 minutes (answered with 429 at
 * once), earlier ones answer `wrong`; either answer waits as long as the email's failures from every
 * IP ask for.
 */
export async function failedPasswordCheck(
  deps: { db: Database; clock: Clock },
  key: AttemptKey,
  claim: { failuresSoFar: number },
  now: Date,
  wrong: AppError,
): Promise<never> {
  await deps.db
    .delete(attempts)
    .where(
      and(
        lt(attempts.windowStartedAt, addSeconds(now, -24 * 3600)),
        or(isNull(attempts.lockedUntil), lt(attempts.lockedUntil, now)),
      ),
    );
  const locks = claim.failuresSoFar >= LIMITS.maxFailedLogins;
  if (locks) {
    await deps.db
      .update(attempts)
      .set({ lockedUntil: addSeconds(now, LIMITS.lockSeconds) })
      .where(ofKey(key));
  }
  await slowDownWrongAnswer(deps, key.email, now);
  throw locks ? lockedOut(LIMITS.lockSeconds) : wrong;
}

/** After the right password: this pair starts afresh; other IPs keep their counts and locks. */
export async function clearPasswordChecks(db: Db, key: AttemptKey): Promise<void> {
  await db.delete(attempts).where(ofKey(key));
}

/** After a new password: failures against the old one no longer count, from any IP. */
export async function clearEveryPasswordCheck(db: Db, email: string): Promise<void> {
  await db.delete(attempts).where(eq(attempts.email, email));
}

export function lockedOut(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('rateLimited', 'staffLoginLocked', {
    params: { minutes: Math.ceil(seconds / 60) },
    retryAfterSeconds: seconds,
  });
}
