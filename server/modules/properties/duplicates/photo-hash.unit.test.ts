import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { patternPhoto } from '#server/test/support/fixtures/pattern-photo.js';
import { hammingDistance, hashColumns, photoHash } from './photo-hash.js';
import {
  bandProbes,
  DUPLICATE_MAX_DISTANCE,
  isFeatureless,
  photoMatches,
  shareABand,
} from './photo-matches.js';

describe('photoHash', () => {
  it('keeps a resized, recompressed copy within the threshold and a different photo far', async () => {
    const original = await patternPhoto(7, 1200, 900);
    const copy = await sharp(original).resize(500).jpeg({ quality: 50 }).toBuffer();
    const [a, b, other] = await Promise.all(
      [original, copy, await patternPhoto(8, 1200, 900)].map(photoHash),
    );
    expect(hammingDistance(a!.dhash, b!.dhash)).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    expect(photoMatches([{ id: 1, dhash: b!.dhash }], [{ id: 2, dhash: a!.dhash }])).toHaveLength(1);
    expect(hammingDistance(a!.dhash, other!.dhash)).toBeGreaterThan(DUPLICATE_MAX_DISTANCE + 5);
    expect(photoMatches([{ id: 1, dhash: other!.dhash }], [{ id: 2, dhash: a!.dhash }])).toEqual([]);
  });

  it('stores the 64 bits signed, with four 16-bit bands', () => {
    const columns = hashColumns(0xffff_0000_1234_8001n);
    expect(columns).toEqual({
      dhash: BigInt.asIntN(64, 0xffff_0000_1234_8001n),
      dhashBand0: 0x8001,
      dhashBand1: 0x1234,
      dhashBand2: 0,
      dhashBand3: 0xffff,
    });
    expect(columns.dhash).toBeLessThan(0n);
  });
});

describe('photoMatches', () => {
  it('finds hashes 7 bits apart through the band probes (pigeonhole), never featureless ones', () => {
    const ours = { id: 1, dhash: 0x0f0f_3c3c_5a5a_a5a5n };
    // Two bits in each of three bands, one in the fourth: only that band is within one bit.
    const near = { id: 2, dhash: ours.dhash ^ 0x0003_0003_0003_0001n };
    const far = { id: 3, dhash: ~ours.dhash };
    expect(shareABand(ours.dhash, near.dhash)).toBe(true);
    expect(shareABand(ours.dhash, ours.dhash ^ 0x0003_0003_0003_0003n)).toBe(false);
    expect(bandProbes(ours.dhash)[0]).toHaveLength(17);
    expect(bandProbes(ours.dhash)[0]).toContain(Number(near.dhash & 0xffffn));
    expect(photoMatches([ours], [near, far])).toEqual([{ photo: ours, original: near, distance: 7 }]);
    expect(isFeatureless(0n)).toBe(true);
    expect(photoMatches([{ id: 4, dhash: 0n }], [{ id: 5, dhash: 0n }])).toEqual([]);
  });
});
