/**
 * How wide the details page's gallery shows a photo, as `sizes`: the page's column beside the 22rem
 * contact column from 1024 px (max-w-7xl, so at most 864 px), the page less its padding below. The
 * server's preload of the first photo names the same sizes, so the browser fetches one file for both.
 * Apart from `srcSetOf` so that the lists' code does not carry it.
 */
export const GALLERY_PHOTO_SIZES =
  '(min-width: 1280px) 864px, (min-width: 1024px) calc(100vw - 416px), calc(100vw - 32px)';
