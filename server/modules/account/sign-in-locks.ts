import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

/**
 * Transaction-scoped advisory locks that serialise sign-in work on one phone, one source (IPv4
 * address or IPv6 /64) or the SMS budgets, so checks and counts cannot interleave (PostgreSQL runs
 * requests concurrently). Always taken in the order budget → source → phone, so two transactions
 * never wait on each other.
 */
export async function lockSignIn(
  tx: Pick<Database, 'execute'>,
  scope: { budget?: true; source?: string; phone: string },
): Promise<void> {
  const names = [
    scope.budget ? 'sign-in-budget' : undefined,
    scope.source === undefined ? undefined : `sign-in-source:${scope.source}`,
    `sign-in-phone:${scope.phone}`,
  ];
  for (const name of names) {
    if (name) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
  }
}
