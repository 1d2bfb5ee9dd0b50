import type { PhotoSource } from './properties.js';

/** `srcset` from a photo's widths (`sources` of an answer). */
export const srcSetOf = (sources: readonly PhotoSource[]): string =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/**
 * How wide the details page's gallery shows a photo: the page's column beside the 22rem contact
 * column from `lg` (1024 px), its whole width (less the page's padding) below. The server's preload of
 * the first photo names the same sizes, so the browser fetches one file for both.
 */
export const GALLERY_PHOTO_SIZES =
  '(min-width: 1280px) 864px, (min-width: 1024px) calc(100vw - 416px), calc(100vw - 32px)';
