import { toWebp, type CheckedImage, type ImageVariant } from '#server/lib/images.js';
import { photoHash, type PhotoHash } from './duplicates/photo-hash.js';

/** The photo as the gallery and the full-screen view show it at the most: it fits 1600 px. */
const PHOTO = { width: 1600, height: 1600, fit: 'inside' as const };
/** The crop of the 4:3 cards and the gallery's thumbnail strip. */
const THUMB = { width: 640, height: 480, fit: 'cover' as const };
/** The narrower copies offered to `srcset` (docs/decisions/0012-responsive-photos.md). */
export const PHOTO_WIDTHS = [480, 720, 960] as const;

export interface ConvertedPhoto {
  photo: ImageVariant;
  thumb: ImageVariant;
  /** The widths of PHOTO_WIDTHS narrower than `photo`, narrowest first: none is ever enlarged. */
  narrower: ImageVariant[];
  /** Of `photo`, as stored: what duplicates are found by. */
  hash: PhotoHash;
}

/** One uploaded photo as WebP: the photo, its card crop, its narrower copies, and its hash. */
export async function convertPhoto(input: CheckedImage): Promise<ConvertedPhoto> {
  const [photo, thumb] = await toWebp(input, [PHOTO, THUMB]);
  if (!photo || !thumb) throw new Error('a photo is missing a size');
  const widths = PHOTO_WIDTHS.filter((width) => width < photo.width);
  const narrower = await toWebp(
    input,
    widths.map((width) => ({ width, fit: 'inside' as const })),
  );
  return { photo, thumb, narrower, hash: await photoHash(photo.data) };
}
