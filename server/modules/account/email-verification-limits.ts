import { and, count, eq, gt, max, min, sql, type SQL } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { emailVerificationSends as sends } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { rateLimited } from '#server/lib/errors.js';
import { retryAfter } from './send-limits.js';
import { DAY_SECONDS, HOUR_SECONDS } from './sign-in-limits.js';

/** How often verification links may be mailed (the per-IP limit is EMAIL_VERIFICATIONS_PER_IP_PER_HOUR). */
export const EMAIL_VERIFICATION_LIMITS = {
  /** Between two links of one user. */
  cooldownSeconds: 60,
  perUserPerDay: 5,
  /** To one address, whichever accounts asked: no one can flood a stranger's mailbox. */
  perAddressPerDay: 5,
} as const;

type Tx = Pick<Database, 'select' | 'execute'>;

export interface VerificationSend {
  userId: string;
  addressHash: string;
  ip: string;
  now: Date;
}

/**
 * Refuses another link past any limit, with a 429 that says when to try again. Counts and the insert
 * that follows run under transaction locks on the IP, the address and the user (in that order).
 */
export async function enforceVerificationLimits(
  tx: Tx,
  config: Config,
  send: VerificationSend,
): Promise<void> {
  for (const name of [
    `email-verify-ip:${send.ip}`,
    `email-verify-address:${send.addressHash}`,
    `email-verify-user:${send.userId}`,
  ]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
  }
  const { now } = send;
  const dayAgo = addSeconds(now, -DAY_SECONDS);
  const counted = (scope: SQL, since: Date) =>
    tx
      .select({ sent: count(), oldest: min(sends.createdAt), last: max(sends.createdAt) })
      .from(sends)
      .where(and(scope, gt(sends.createdAt, since)))
      .then((rows) => rows[0] ?? { sent: 0, oldest: null, last: null });

  const byUser = await counted(eq(sends.userId, send.userId), dayAgo);
  const { cooldownSeconds, perUserPerDay, perAddressPerDay } = EMAIL_VERIFICATION_LIMITS;
  if (byUser.last && secondsBetween(byUser.last, now) < cooldownSeconds) {
    throw rateLimited('emailVerificationCooldown', retryAfter(byUser.last, cooldownSeconds, now));
  }
  if (byUser.sent >= perUserPerDay) {
    throw rateLimited('tooManyVerificationEmails', retryAfter(byUser.oldest, DAY_SECONDS, now));
  }
  const byAddress = await counted(eq(sends.addressHash, send.addressHash), dayAgo);
  if (byAddress.sent >= perAddressPerDay) {
    throw rateLimited('tooManyVerificationEmails', retryAfter(byAddress.oldest, DAY_SECONDS, now));
  }
  const byIp = await counted(eq(sends.ip, send.ip), addSeconds(now, -HOUR_SECONDS));
  if (byIp.sent >= config.email.verification.perIpPerHour) {
    throw rateLimited('tooManyVerificationEmails', retryAfter(byIp.oldest, HOUR_SECONDS, now));
  }
}
