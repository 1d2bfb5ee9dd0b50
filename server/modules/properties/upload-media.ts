import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PropertyMedia } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMedia } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { convertPhoto, type ConvertedPhoto } from './convert-photo.js';
import { toMediaItem } from '../ads/index.js';
import { lockOwnedProperty } from './owned-property.js';
import { statusAfterOwnerEdit } from './owner-edit.js';
import { photosChanged } from './photos-changed.js';
import { editableAds } from '../offices/index.js';

export const MEDIA_LIMITS = { maxBytes: 10 * 1024 * 1024, perProperty: 20 } as const;

/** The ad an upload adds photos to, and how many it had when the upload began. */
export interface UploadTarget {
  propertyId: number;
  photoCount: number;
  /** The ad whose folder keeps the files: a draft of changes stores them with its ad's (ADR 0032). */
  folderId: number;
}

/**
 * The caller's own ad named by the upload's `propertyId` field, checked before any photo is converted
 * (clients send the field before the files). Anyone else's ad is "not found"; a closed one refuses
 * new photos (`statusAfterOwnerEdit`).
 */
export async function uploadTarget(
  deps: AppDeps,
  caller: AuthUser,
  rawId: string | undefined,
): Promise<UploadTarget> {
  const parsed = /^\d{1,10}$/.test(rawId ?? '') ? Number(rawId) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > 2_147_483_647) {
    throw fieldError('propertyId', 'propertyIdRequired');
  }
  const [owned] = await deps.db
    .select({
      status: properties.status,
      heldForReportsAt: properties.heldForReportsAt,
      suspensionReason: properties.suspensionReason,
      revisionOf: properties.revisionOf,
    })
    .from(properties)
    .where(and(eq(properties.id, parsed), await editableAds(deps.db, caller.id)));
  if (!owned) throw new AppError('notFound', 'notFound');
  statusAfterOwnerEdit(owned, 'photos', deps.config.moderation);
  const [photos] = await deps.db
    .select({ n: count() })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, parsed));
  return { propertyId: parsed, photoCount: photos?.n ?? 0, folderId: owned.revisionOf ?? parsed };
}

const tooManyPhotos = () =>
  new AppError('invalid', 'tooManyPhotos', { params: { max: MEDIA_LIMITS.perProperty } });

/**
 * The upload's `index`-th file (from 0), converted in the caller's turn. Refused before a pixel is
 * decoded when the ad would have more than 20 photos with it, counting those it has, or when its
 * header says it is no photo or too large (ADR 0029).
 */
export async function convertUploadedPhoto(
  deps: AppDeps,
  caller: AuthUser,
  target: UploadTarget,
  file: { data: Buffer; index: number },
  signal?: AbortSignal,
): Promise<ConvertedPhoto> {
  if (target.photoCount + file.index >= MEDIA_LIMITS.perProperty) throw tooManyPhotos();
  return deps.images.convert(caller.id, file.data, convertPhoto, signal);
}

/**
 * Stores converted photos on the caller's own ad, after the ones it has; at most 20 in all. The files
 * are written before the transaction, which then only records them: on the embedded database a
 * transaction holds every other query of the site back (health checks too), and writing a request's
 * hundred files (or putting them in a bucket) inside it did. Whatever fails removes the files again.
 */
export async function uploadMedia(
  deps: AppDeps,
  caller: AuthUser,
  { propertyId, folderId }: Pick<UploadTarget, 'propertyId' | 'folderId'>,
  photos: ConvertedPhoto[],
): Promise<{ data: PropertyMedia[] }> {
  const stored: string[] = [];
  const put = async (key: string, data: Buffer) => {
    await deps.storage.put(key, data, 'image/webp');
    stored.push(key);
  };
  try {
    const files: Omit<typeof propertyMedia.$inferInsert, 'propertyId' | 'position' | 'createdAt'>[] = [];
    for (const { photo, thumb, narrower, hash } of photos) {
      const name = `properties/${folderId}/${randomUUID()}`;
      await put(`${name}.webp`, photo.data);
      await put(`${name}-thumb.webp`, thumb.data);
      const variants = [];
      for (const copy of narrower) {
        const key = `${name}-${copy.width}w.webp`;
        await put(key, copy.data);
        variants.push({ key, width: copy.width });
      }
      files.push({
        key: `${name}.webp`,
        thumbKey: `${name}-thumb.webp`,
        variants,
        width: photo.width,
        height: photo.height,
        ...hash,
      });
    }
    const rows = await deps.db.transaction(async (tx) => {
      const property = await lockOwnedProperty(tx, caller, propertyId);
      await photosChanged(tx, deps, property);
      const [existing] = await tx
        .select({ n: count() })
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, propertyId));
      const already = existing?.n ?? 0;
      // Counted again: another upload may have added photos since this one's began.
      if (already + photos.length > MEDIA_LIMITS.perProperty) throw tooManyPhotos();
      const createdAt = deps.clock.now();
      return tx
        .insert(propertyMedia)
        .values(files.map((file, index) => ({ ...file, propertyId, position: already + index, createdAt })))
        .returning();
    });
    return { data: rows.map((row) => toMediaItem(row, deps.storage)) };
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
