import { asc, eq } from 'drizzle-orm';
import type { PropertyMedia } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { propertyMedia } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { fieldError } from '#server/lib/errors.js';
import { toMediaItem } from '../ads/index.js';
import { lockOwnedProperty } from './owned-property.js';
import { photosChanged } from './photos-changed.js';

/** Sets the order of the caller's own ad's photos; the first is the cover. Every photo, once. */
export async function reorderMedia(
  deps: AppDeps,
  caller: AuthUser,
  propertyId: number,
  mediaIds: number[],
): Promise<{ data: PropertyMedia[] }> {
  const rows = await deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, caller, propertyId);
    await photosChanged(tx, deps, property);
    const current = await tx
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, propertyId));
    const known = new Set(current.map((item) => item.id));
    const sameSet = new Set(mediaIds).size === mediaIds.length && mediaIds.length === known.size;
    if (!sameSet || !mediaIds.every((id) => known.has(id)))
      throw fieldError('mediaIds', 'mediaOrderMismatch');
    for (const [position, id] of mediaIds.entries()) {
      await tx.update(propertyMedia).set({ position }).where(eq(propertyMedia.id, id));
    }
    return tx
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, propertyId))
      .orderBy(asc(propertyMedia.position));
  });
  return { data: rows.map((row) => toMediaItem(row, deps.storage)) };
}
