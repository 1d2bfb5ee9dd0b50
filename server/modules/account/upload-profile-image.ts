import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { toWebp } from '#server/lib/images.js';
import { loadUser } from './load-user.js';

export const PROFILE_IMAGE = { maxBytes: 5 * 1024 * 1024, size: 512 } as const;

/**
 * Stores a square WebP (metadata stripped), converted in the caller's turn with the ad photos, and
 * removes the previous picture.
 */
export async function uploadProfileImage(
  deps: AppDeps,
  caller: AuthUser,
  file: Buffer,
  signal?: AbortSignal,
): Promise<{ imageUrl: string }> {
  const [image] = await deps.images.convert(
    caller.id,
    file,
    (checked) => toWebp(checked, [{ width: PROFILE_IMAGE.size, height: PROFILE_IMAGE.size, fit: 'cover' }]),
    signal,
  );
  if (!image) throw new Error('image conversion returned nothing');
  const previous = (await loadUser(deps, caller.id)).imageKey;
  const key = `profiles/${caller.id}/${randomUUID()}.webp`;
  await deps.storage.put(key, image.data, 'image/webp');
  await deps.db
    .update(users)
    .set({ imageKey: key, updatedAt: deps.clock.now() })
    .where(eq(users.id, caller.id));
  if (previous) await deps.storage.delete(previous);
  return { imageUrl: deps.storage.urlOf(key) };
}
