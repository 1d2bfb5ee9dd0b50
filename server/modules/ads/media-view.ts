import type { ImageRef, PropertyMedia } from '#contract/properties.js';
import type { PropertyMediaRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { photoSources, type StoredPhoto } from './photo-files.js';

export function toMediaItem(row: PropertyMediaRow, storage: FileStorage): PropertyMedia {
  return {
    id: row.id,
    url: storage.urlOf(row.key),
    thumbUrl: storage.urlOf(row.thumbKey),
    sources: photoSources(row, storage),
    width: row.width,
    height: row.height,
    order: row.position,
  };
}

/** A cover photo as list items and conversations carry it. */
export function toImageRef(cover: StoredPhoto, storage: FileStorage): ImageRef {
  return {
    url: storage.urlOf(cover.key),
    thumbUrl: storage.urlOf(cover.thumbKey),
    sources: photoSources(cover, storage),
  };
}
