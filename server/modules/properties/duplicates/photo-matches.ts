import { hammingDistance } from './photo-hash.js';

/**
 * Two photos are taken for the same when their hashes differ in at most this many bits. Measured in
 * bench/duplicate-detection.ts (bench/README.md): copies resized, recompressed or cropped by a few
 * per cent stay within it; distinct photos of the demo catalogue do not come near.
 */
export const DUPLICATE_MAX_DISTANCE = 10;

export interface HashedPhoto {
  id: number;
  dhash: bigint;
}

const BAND_MASK = 0xffffn;

/** A flat photo (one colour, a blank wall) hashes to nearly all zeros or ones: it proves nothing. */
export function isFeatureless(hash: bigint): boolean {
  const ones = hammingDistance(hash, 0n);
  return ones <= 2 || ones >= 62;
}

/** Whether two hashes have one of their four 16-bit bands equal: what the band indexes find. */
export function shareABand(a: bigint, b: bigint): boolean {
  for (let band = 0n; band < 4n; band++) {
    if (((a >> (16n * band)) & BAND_MASK) === ((b >> (16n * band)) & BAND_MASK)) return true;
  }
  return false;
}

/**
 * The pairs (ours, theirs) taken for the same photo: found through a shared band, then within
 * `DUPLICATE_MAX_DISTANCE`; each of our photos keeps its closest match per candidate ad.
 */
export function photoMatches<T extends HashedPhoto>(
  ours: readonly HashedPhoto[],
  candidates: readonly T[],
  maxDistance = DUPLICATE_MAX_DISTANCE,
): { photo: HashedPhoto; original: T; distance: number }[] {
  const matches = [];
  for (const photo of ours) {
    if (isFeatureless(photo.dhash)) continue;
    for (const original of candidates) {
      if (!shareABand(photo.dhash, original.dhash)) continue;
      const distance = hammingDistance(photo.dhash, original.dhash);
      if (distance <= maxDistance) matches.push({ photo, original, distance });
    }
  }
  return matches.sort((a, b) => a.distance - b.distance);
}
