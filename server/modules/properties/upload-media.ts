import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PropertyMedia } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMedia } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import type { ConvertedPhoto } from './convert-photo.js';
import { toMediaItem } from './media-view.js';
import { lockOwnedProperty } from './owned-property.js';
import { statusAfterOwnerEdit } from './owner-edit.js';
import { photosChanged } from './photos-changed.js';

export const MEDIA_LIMITS = { maxBytes: 10 * 1024 * 1024, perProperty: 20 } as const;

/**
 * The caller's own ad named by the upload's `propertyId` field, checked before any photo is converted
 * (clients send the field before the files). Anyone else's ad is "not found"; a closed one refuses
 * new photos (`statusAfterOwnerEdit`).
 */
export async function uploadTarget(
  deps: AppDeps,
  caller: AuthUser,
  rawId: string | undefined,
): Promise<number> {
  const parsed = /^\d{1,10}$/.test(rawId ?? '') ? Number(rawId) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > 2_147_483_647) {
    throw fieldError('propertyId', 'propertyIdRequired');
  }
  const [owned] = await deps.db
    .select({ status: properties.status, heldForReportsAt: properties.heldForReportsAt })
    .from(properties)
    .where(and(eq(properties.id, parsed), eq(properties.ownerId, caller.id)));
  if (!owned) throw new AppError('notFound', 'notFound');
  statusAfterOwnerEdit(owned, 'photos', deps.config.moderation);
  return parsed;
}

/** Stores converted photos on the caller's own ad, after the ones it has; at most 20 in all. */
export async function uploadMedia(
  deps: AppDeps,
  caller: AuthUser,
  propertyId: number,
  photos: ConvertedPhoto[],
): Promise<{ data: PropertyMedia[] }> {
  const stored: string[] = [];
  try {
    const rows = await deps.db.transaction(async (tx) => {
      const property = await lockOwnedProperty(tx, caller, propertyId);
      await photosChanged(tx, deps, property);
      const [existing] = await tx
        .select({ n: count() })
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, propertyId));
      const already = existing?.n ?? 0;
      if (already + photos.length > MEDIA_LIMITS.perProperty) {
        throw new AppError('invalid', 'tooManyPhotos', { params: { max: MEDIA_LIMITS.perProperty } });
      }
      const now = deps.clock.now();
      const values = [];
      for (const [index, { photo, thumb, narrower, hash }] of photos.entries()) {
        const name = `properties/${propertyId}/${randomUUID()}`;
        const put = async (key: string, data: Buffer) => {
          await deps.storage.put(key, data, 'image/webp');
          stored.push(key);
        };
        await put(`${name}.webp`, photo.data);
        await put(`${name}-thumb.webp`, thumb.data);
        const variants = [];
        for (const copy of narrower) {
          const key = `${name}-${copy.width}w.webp`;
          await put(key, copy.data);
          variants.push({ key, width: copy.width });
        }
        values.push({
          propertyId,
          key: `${name}.webp`,
          thumbKey: `${name}-thumb.webp`,
          variants,
          width: photo.width,
          height: photo.height,
          position: already + index,
          createdAt: now,
          ...hash,
        });
      }
      return tx.insert(propertyMedia).values(values).returning();
    });
    return { data: rows.map((row) => toMediaItem(row, deps.storage)) };
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
