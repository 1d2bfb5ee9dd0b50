import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { announceRevocation } from '../notifications/session-revocation.js';
import { loadUser } from './load-user.js';

/**
 * PDPL: removes the account and everything hanging off it (sessions, ads, favourites cascade in the
 * database); its open notification streams end on every server. The phone's verification records
 * stay: they are the sending limits, and deleting them would let anyone reset the limits by deleting
 * and re-creating an account.
 */
export async function deleteAccount(deps: AppDeps, caller: AuthUser): Promise<void> {
  const user = await loadUser(deps, caller.id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await announceRevocation(tx, { userId: user.id });
  });
  if (user.imageKey) await deps.storage.delete(user.imageKey);
}
