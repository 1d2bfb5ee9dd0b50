import { srcSetOf } from '#contract/photo-srcset';
import type { PhotoSource } from '#contract/properties';

const THUMB_WIDTH = 640;
/** A card is never shown wider than about 450 px: 960 covers it on a phone at 2× or more. */
const WIDEST_FOR_CROPS = 960;

/**
 * `srcset` for a photo shown cropped (object-cover) in a 4:3 box: the 640×480 thumbnail, which is that
 * crop, among the narrower and wider copies. Undefined when the thumbnail is all there is.
 */
export function cropSrcSet(photo: { thumbUrl: string; sources: PhotoSource[] }): string | undefined {
  const candidates = [
    ...photo.sources.filter((source) => source.width !== THUMB_WIDTH && source.width <= WIDEST_FOR_CROPS),
    { url: photo.thumbUrl, width: THUMB_WIDTH },
  ].sort((a, b) => a.width - b.width);
  return candidates.length > 1 ? srcSetOf(candidates) : undefined;
}
