import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { staffLoginAttempts as attempts } from '../../../db/schema/index.js';
import { addSeconds, secondsBetween } from '../../../lib/clock.js';
import { AppError } from '../../../lib/errors.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';

type Db = Pick<Database, 'insert' | 'update' | 'delete'>;

export type AttemptClaim =
  { allowed: true; failuresSoFar: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a password check against an email (known or not) before it runs, so parallel guesses are
 * counted one by one: the check is allowed while the email is not locked and this is at most the
 * fifth try of its 15-minute window. A success clears the count.
 */
export async function claimPasswordCheck(db: Db, email: string, now: Date): Promise<AttemptClaim> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${addSeconds(now, -LIMITS.failureWindowSeconds).toISOString()}::timestamptz`;
  const locked = sql`coalesce(${attempts.lockedUntil} > ${at}, false)`;
  const fresh = sql`(not ${locked} and (${attempts.lockedUntil} is not null or ${attempts.windowStartedAt} <= ${windowStart}))`;
  const [row] = await db
    .insert(attempts)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: attempts.email,
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
 * After a wrong password: the fifth failure locks the email for 15 minutes (answered with 429 at
 * once); earlier ones answer `wrong`.
 */
export async function failedPasswordCheck(
  db: Db,
  email: string,
  claim: { failuresSoFar: number },
  now: Date,
  wrong: AppError,
): Promise<never> {
  await db
    .delete(attempts)
    .where(
      and(
        lt(attempts.windowStartedAt, addSeconds(now, -24 * 3600)),
        or(isNull(attempts.lockedUntil), lt(attempts.lockedUntil, now)),
      ),
    );
  if (claim.failuresSoFar < LIMITS.maxFailedLogins) throw wrong;
  const lockedUntil = addSeconds(now, LIMITS.lockSeconds);
  await db.update(attempts).set({ lockedUntil }).where(eq(attempts.email, email));
  throw lockedOut(LIMITS.lockSeconds);
}

export async function clearPasswordChecks(db: Db, email: string): Promise<void> {
  await db.delete(attempts).where(eq(attempts.email, email));
}

export function lockedOut(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('rateLimited', 'staffLoginLocked', {
    params: { minutes: Math.ceil(seconds / 60) },
    retryAfterSeconds: seconds,
  });
}
