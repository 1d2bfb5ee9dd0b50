import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import { secondsBetween } from '#server/lib/clock.js';
import { networkSource } from '#server/lib/network-source.js';
import { keyedHash } from '#server/lib/secrets.js';
import type { Tx } from '../notifications/index.js';

/** An account this old or older reports as itself (ADR 0019, "Who counts as a reporter"). */
export const ESTABLISHED_ACCOUNT_SECONDS = 86_400;
/** What a visitor's, or a fresh account's, report counts toward holding an ad; an established account's counts 1. */
export const LIGHT_REPORTER_WEIGHT = 0.5;

export interface Reporter {
  userId: string | undefined;
  ip: string;
}

/**
 * Who a report is from, as the threshold counts reporters: an established account by its id; a
 * visitor, or an account younger than a day, by its network source (an IPv4 address or an IPv6 /64)
 * under a keyed hash, so one address with several fresh accounts is one reporter, and weighing less.
 */
export async function reporterIdentity(
  tx: Pick<Tx, 'select'>,
  deps: Pick<AppDeps, 'secrets'>,
  reporter: Reporter,
  now: Date,
): Promise<{ key: string; weight: number }> {
  if (reporter.userId) {
    const [account] = await tx
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, reporter.userId));
    if (account && secondsBetween(account.createdAt, now) >= ESTABLISHED_ACCOUNT_SECONDS) {
      return { key: `u:${reporter.userId}`, weight: 1 };
    }
  }
  const source = networkSource(reporter.ip);
  return { key: `v:${keyedHash(deps.secrets.hashKey, 'report-ip', source)}`, weight: LIGHT_REPORTER_WEIGHT };
}
