/**
 * An ad's core, shared by every module that shows or changes ads: its versions, the published and
 * detail selectors, photo files, media and card views. What other modules may use of it; the rest
 * is its own.
 */
export { nextVersion } from './ad-version.js';
export { advertiserBadgesOf, badgesOf, withAdvertiserBadges } from './advertiser-badges.js';
export { currentVersionOf, keepApprovedVersion, shownAsWritten } from './approved-version.js';
export { cardsInOrder } from './cards-in-order.js';
export { toImageRef, toMediaItem } from './media-view.js';
export {
  deletePhotoFiles,
  photoFileColumns,
  photoFileKeys,
  photoSources,
  photosOfAd,
  photosOfOwner,
  unnamedPhotos,
  type StoredPhoto,
} from './photo-files.js';
export {
  detailSelection,
  lookupNames,
  published,
  publishedCards,
  selectCount,
  selectDetailRows,
  selectListRows,
  selectOwnListRows,
} from './property-query.js';
export { paidFeaturingRuns, runningPromotions } from './paid-featuring.js';
export { namedRef, toListItem } from './property-view.js';
export { publicCover, publicTitles } from './public-version.js';
export { sentAd, sentStatusOf } from './sent-ads.js';
