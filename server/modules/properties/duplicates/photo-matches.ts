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

const bandOf = (hash: bigint, band: number) => Number((hash >> (16n * BigInt(band))) & BAND_MASK);

/**
 * The values the band indexes are probed with for one hash: each 16-bit band as it is and with each
 * one of its bits flipped (17 per band). Two hashes within 7 bits have a band within 1 bit
 * (pigeonhole: 4 bands, 7 bits), so every match within 7 bits is found, and most farther ones.
 */
export function bandProbes(hash: bigint): [number[], number[], number[], number[]] {
  const probes = (band: number) => {
    const value = bandOf(hash, band);
    return [value, ...Array.from({ length: 16 }, (_, bit) => value ^ (1 << bit))];
  };
  return [probes(0), probes(1), probes(2), probes(3)];
}

/** Whether one of the two hashes' bands differs in at most one bit: what the band probes find. */
export function shareABand(a: bigint, b: bigint): boolean {
  for (let band = 0; band < 4; band++) {
    const diff = bandOf(a, band) ^ bandOf(b, band);
    if ((diff & (diff - 1)) === 0) return true;
  }
  return false;
}

/**
 * The pairs (ours, theirs) taken for the same photo: found through a band probe, then within
 * `maxDistance`, closest first.
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
