import sharp from 'sharp';

/** A photo's 64-bit difference hash, with its four 16-bit bands as stored (property_media.dhash*). */
export interface PhotoHash {
  dhash: bigint;
  dhashBand0: number;
  dhashBand1: number;
  dhashBand2: number;
  dhashBand3: number;
}

const BANDS = 4;
const BAND_BITS = 16n;
const BAND_MASK = 0xffffn;

/**
 * dHash: the photo in grey, shrunk to 9×8, one bit per pair of neighbours in a row (is the left one
 * brighter). It survives resizing, recompression and small crops; unrelated photos differ in about
 * half of the 64 bits.
 */
export async function photoHash(input: Buffer): Promise<PhotoHash> {
  const pixels = await sharp(input, { failOn: 'none' })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hashColumns(hash);
}

/** The stored form of an unsigned 64-bit hash: signed for `bigint`, and its bands. */
export function hashColumns(unsigned: bigint): PhotoHash {
  const band = (index: number) => Number((unsigned >> (BAND_BITS * BigInt(index))) & BAND_MASK);
  return {
    dhash: BigInt.asIntN(64, unsigned),
    dhashBand0: band(0),
    dhashBand1: band(1),
    dhashBand2: band(2),
    dhashBand3: band(BANDS - 1),
  };
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff) {
    diff &= diff - 1n;
    bits++;
  }
  return bits;
}
