import type { PropertyMedia } from '#contract/properties.js';
import type { PropertyMediaRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';

export function toMediaItem(row: PropertyMediaRow, storage: FileStorage): PropertyMedia {
  return {
    id: row.id,
    url: storage.urlOf(row.key),
    thumbUrl: storage.urlOf(row.thumbKey),
    width: row.width,
    height: row.height,
    order: row.position,
  };
}
