import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staffLoginAttempts as attempts } from '#server/db/schema/index.js';
import { addSeconds, type Clock } from '#server/lib/clock.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';

/** How long a wrong answer waits after this many failures on its email within the window. */
export function slowdownSeconds(failures: number): number {
  const beyond = failures - LIMITS.failuresBeforeSlowdown;
  if (beyond <= 0) return 0;
  return Math.min(LIMITS.longestSlowdownSeconds, LIMITS.firstSlowdownSeconds * 2 ** (beyond - 1));
}

/**
 * Pauses a wrong answer longer as its email collects failures from every IP, so guessing from many
 * addresses slows down while the right password is never held up or refused.
 */
export async function slowDownWrongAnswer(
  deps: { db: Pick<Database, 'select'>; clock: Clock },
  email: string,
  now: Date,
): Promise<void> {
  const windowStart = addSeconds(now, -LIMITS.failureWindowSeconds);
  const [recent] = await deps.db
    .select({ failures: sql<number>`coalesce(sum(${attempts.failures}), 0)::int` })
    .from(attempts)
    .where(
      and(
        eq(attempts.email, email),
        or(gt(attempts.lockedUntil, now), gt(attempts.windowStartedAt, windowStart)),
      ),
    );
  const seconds = slowdownSeconds(recent?.failures ?? 0);
  if (seconds > 0) await deps.clock.pause(seconds);
}
