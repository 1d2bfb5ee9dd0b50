import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { phoneVerifications, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth/authenticate.js';
import { loadUser } from './load-user.js';

/** PDPL: removes the account and everything hanging off it (sessions cascade in the database). */
export async function deleteAccount(deps: AppDeps, caller: AuthUser): Promise<void> {
  const user = await loadUser(deps, caller.id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.phoneNumber, user.phoneNumber));
  });
  if (user.imageKey) await deps.storage.delete(user.imageKey);
}
