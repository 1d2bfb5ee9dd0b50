export { PHOTO_WIDTHS, convertPhoto } from './convert-photo.js';
export { hashStoredPhotos } from './duplicates/hash-stored-photos.js';
export { hammingDistance, photoHash, type PhotoHash } from './duplicates/photo-hash.js';
export {
  DUPLICATE_MAX_DISTANCE,
  bandProbes,
  photoMatches,
  type HashedPhoto,
} from './duplicates/photo-matches.js';
export { getProperty } from './get-property.js';
export { statusOnReturn } from './owner-edit.js';
export { priceMadePublic } from './price-made-public.js';
export { propertyRoutes } from './routes.js';
export { createViewCounter, type ViewCounter } from './views/view-counter.js';
export { AD_MADE_PUBLIC, AD_VIEWED, type PublicationNews } from './ad-events.js';
