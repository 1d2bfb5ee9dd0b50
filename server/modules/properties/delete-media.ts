import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMedia } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { lockOwnedProperty } from './owned-property.js';
import { deletePhotoFiles, unnamedPhotos } from '../ads/index.js';
import { photosChanged } from './photos-changed.js';
import { editableAds } from '../offices/index.js';

/** Removes one photo of the caller's own ad and closes the gap in the order. */
export async function deleteMedia(deps: AppDeps, caller: AuthUser, mediaId: number): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const [media] = await tx
      .select({ media: propertyMedia })
      .from(propertyMedia)
      .innerJoin(properties, eq(properties.id, propertyMedia.propertyId))
      .where(and(eq(propertyMedia.id, mediaId), await editableAds(tx, caller.id)));
    if (!media) throw new AppError('notFound', 'notFound');
    const property = await lockOwnedProperty(tx, caller, media.media.propertyId);
    await photosChanged(tx, deps, property);
    await tx.delete(propertyMedia).where(eq(propertyMedia.id, mediaId));
    const rest = await tx
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, media.media.propertyId))
      .orderBy(asc(propertyMedia.position), asc(propertyMedia.id));
    for (const [position, item] of rest.entries()) {
      await tx.update(propertyMedia).set({ position }).where(eq(propertyMedia.id, item.id));
    }
    return unnamedPhotos(tx, [media.media]);
  });
  await deletePhotoFiles(deps.storage, removed);
}
