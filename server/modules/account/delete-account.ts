import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { announceRevocation } from '../notifications/index.js';
import { deletePhotoFiles, photosOfOwner } from '../ads/index.js';
import { loadUser } from './load-user.js';

/**
 * PDPL: removes the account and everything hanging off it (sessions, ads, favourites cascade in the
 * database); its open notification streams end on every server. Its ads' photo files and its picture
 * are deleted from the storage as soon as the rows are gone: their URLs are public, so they must not
 * wait for the nightly purge of unreferenced files. The phone's verification records stay: they are
 * the sending limits, and deleting them would let anyone reset the limits by deleting and re-creating
 * an account.
 */
export async function deleteAccount(deps: AppDeps, caller: AuthUser): Promise<void> {
  const user = await loadUser(deps, caller.id);
  const photos = await deps.db.transaction(async (tx) => {
    const files = await photosOfOwner(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    await announceRevocation(tx, { userId: user.id });
    return files;
  });
  await Promise.all([
    deletePhotoFiles(deps.storage, photos),
    user.imageKey ? deps.storage.delete(user.imageKey) : undefined,
  ]);
}
