import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PhotoSource } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import { properties, propertyMedia, type PhotoVariantKey } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';

/** What a `property_media` row says of its files. */
export interface StoredPhoto {
  key: string;
  thumbKey: string;
  width: number;
  variants: PhotoVariantKey[];
}

/** A `property_media` row, `alias` in the query, as the JSON of a StoredPhoto (cover subqueries). */
export const storedPhotoJson = (alias: 'm' | 'pm') =>
  sql.raw(
    `json_build_object('key', ${alias}.key, 'thumbKey', ${alias}.thumb_key, 'width', ${alias}.width, 'variants', ${alias}.variants)`,
  );

/** Every width of the photo for `srcset`, narrowest first, ending with the photo itself. */
export function photoSources(photo: Omit<StoredPhoto, 'thumbKey'>, storage: FileStorage): PhotoSource[] {
  return [...photo.variants, { key: photo.key, width: photo.width }].map((source) => ({
    url: storage.urlOf(source.key),
    width: source.width,
  }));
}

type PhotoFiles = Omit<StoredPhoto, 'width'>;

/** The columns of a `property_media` row that name its files (PhotoFiles), for selects and returnings. */
export const photoFileColumns = {
  key: propertyMedia.key,
  thumbKey: propertyMedia.thumbKey,
  variants: propertyMedia.variants,
};

/** Every file stored for the photo, to delete them all with it. */
export function photoFileKeys(photo: PhotoFiles): string[] {
  return [photo.key, photo.thumbKey, ...photo.variants.map((variant) => variant.key)];
}

/** The files of every photo of an ad and of its draft of changes, read in the transaction that deletes them. */
export function photosOfAd(tx: Pick<Database, 'select'>, propertyId: number): Promise<PhotoFiles[]> {
  const draftOfChanges = tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.revisionOf, propertyId));
  return tx
    .select(photoFileColumns)
    .from(propertyMedia)
    .where(or(eq(propertyMedia.propertyId, propertyId), inArray(propertyMedia.propertyId, draftOfChanges)));
}

/**
 * Of the photos whose rows were just deleted, those no row names any more: an ad and its draft of
 * changes share files (ADR 0032). Read in the transaction that deleted the rows.
 */
export async function unnamedPhotos(
  tx: Pick<Database, 'select'>,
  photos: PhotoFiles[],
): Promise<PhotoFiles[]> {
  if (photos.length === 0) return [];
  const named = await tx
    .select({ key: propertyMedia.key })
    .from(propertyMedia)
    .where(
      inArray(
        propertyMedia.key,
        photos.map((photo) => photo.key),
      ),
    );
  const namedKeys = new Set(named.map((row) => row.key));
  return photos.filter((photo) => !namedKeys.has(photo.key));
}

/**
 * The files of every photo of every ad of `ownerId`, read in the transaction that deletes the owner.
 * The ads are locked first, so an upload that is storing photos on one of them finishes before the
 * list is read, and one that comes after finds no ad.
 */
export async function photosOfOwner(tx: Pick<Database, 'select'>, ownerId: string): Promise<PhotoFiles[]> {
  const ads = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .for('update');
  if (ads.length === 0) return [];
  return tx
    .select(photoFileColumns)
    .from(propertyMedia)
    .where(
      inArray(
        propertyMedia.propertyId,
        ads.map((ad) => ad.id),
      ),
    );
}

/** Removes the photos' files, once the rows that named them are gone. */
export async function deletePhotoFiles(storage: FileStorage, photos: PhotoFiles[]): Promise<void> {
  await Promise.all([...new Set(photos.flatMap(photoFileKeys))].map((key) => storage.delete(key)));
}
