import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMedia } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { lockOwnedProperty } from './owned-property.js';

/** Deletes the caller's own ad with its details, favourites and photo files. */
export async function deleteProperty(deps: AppDeps, caller: AuthUser, propertyId: number): Promise<void> {
  const media = await deps.db.transaction(async (tx) => {
    await lockOwnedProperty(tx, caller, propertyId);
    const files = await tx
      .select({ key: propertyMedia.key, thumbKey: propertyMedia.thumbKey })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, propertyId));
    await tx.delete(properties).where(eq(properties.id, propertyId));
    return files;
  });
  await Promise.all(
    media.flatMap((item) => [deps.storage.delete(item.key), deps.storage.delete(item.thumbKey)]),
  );
}
