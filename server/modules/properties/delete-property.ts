import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { lockOwnedProperty } from './owned-property.js';
import { deletePhotoFiles, photosOfAd, unnamedPhotos } from '../ads/index.js';

/** Deletes the caller's own ad with its details, favourites and photo files. */
export async function deleteProperty(deps: AppDeps, caller: AuthUser, propertyId: number): Promise<void> {
  const photos = await deps.db.transaction(async (tx) => {
    await lockOwnedProperty(tx, caller, propertyId);
    const files = await photosOfAd(tx, propertyId);
    await tx.delete(properties).where(eq(properties.id, propertyId));
    return unnamedPhotos(tx, files);
  });
  await deletePhotoFiles(deps.storage, photos);
}
