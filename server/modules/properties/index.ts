/**
 * An ad's life for its owner and its readers: posting, editing, review, renewal, photos,
 * favourites, details, lists and compare. What other modules may use of it; the rest is its own.
 */
export { AD_MADE_PUBLIC, AD_VIEWED, type PublicationNews } from './ad-events.js';
export { PHOTO_WIDTHS, convertPhoto } from './convert-photo.js';
export { hashStoredPhotos } from './duplicates/hash-stored-photos.js';
export { hammingDistance, photoHash, type PhotoHash } from './duplicates/photo-hash.js';
export {
  DUPLICATE_MAX_DISTANCE,
  bandProbes,
  photoMatches,
  type HashedPhoto,
} from './duplicates/photo-matches.js';
export { changeStatus } from './change-status.js';
export { deleteMedia } from './delete-media.js';
export { getProperty } from './get-property.js';
export { saveProperty } from './save-property.js';
export { submitProperty } from './submit-property.js';
export { MEDIA_LIMITS, uploadMedia } from './upload-media.js';
export type { SaveBody } from './check-references.js';
export { statusOnReturn } from './owner-edit.js';
export { priceMadePublic } from './price-made-public.js';
export { propertyRoutes } from './routes.js';
export { connectPropertyReactions } from './reactions.js';
