import { describe, expect, it } from 'vitest';
import { countOfWalk, ESTIMATE_MARGIN, MIN_SAMPLE, SAMPLE_ROWS, sampleOf } from './count-rule.js';

const seen = (matched: number, walked: number | undefined, bounded = false) => ({
  matched,
  walked,
  rows: 5_000,
  bounded,
});

describe('what a count walk tells of the count', () => {
  it('reaching the limit is the count', () => {
    expect(countOfWalk(seen(1_001, undefined), 1_001, undefined)).toBe(1_001);
  });

  it('a walk that saw every ad of its start counted them all', () => {
    expect(countOfWalk(seen(17, 4_999), 1_001, undefined)).toBe(17);
    expect(countOfWalk(seen(0, 0), 1_001, 90_000)).toBe(0);
  });

  it('a large share of a large start passes the limit without counting', () => {
    // 200 of 5,000 walked: 4 % of 60,000 ads is 2,400, more than twice 1,001.
    expect(countOfWalk(seen(200, 5_000), 1_001, 60_000)).toBe(1_001);
  });

  it('a share that comes short of the margin must be counted', () => {
    const share = (ESTIMATE_MARGIN * 1_001) / 60_000;
    expect(countOfWalk(seen(Math.floor(share * 5_000) - 1, 5_000), 1_001, 60_000)).toBeUndefined();
  });

  it('too few matches to trust, an unknown start or a bounded walk must be counted', () => {
    expect(countOfWalk(seen(MIN_SAMPLE - 1, 5_000), 1_001, 10_000_000)).toBeUndefined();
    expect(countOfWalk(seen(900, 5_000), 1_001, undefined)).toBeUndefined();
    expect(countOfWalk(seen(900, 5_000, true), 1_001, 1_000_000)).toBeUndefined();
  });
});

describe("a count walk's sample", () => {
  const unbounded = { bounded: false, partial: true };

  it('passes the limit with the share the rule asks of a whole walk', () => {
    // 2 × 1,001 of 100,000 ads is 2 %: 6 of 250 rows, but never fewer than MIN_SAMPLE matches.
    expect(sampleOf(1_001, 100_000, unbounded)?.passes).toBe(MIN_SAMPLE);
    // Of 8,000 ads, 25 %: 63 of 250 rows.
    expect(sampleOf(1_001, 8_000, unbounded)?.passes).toBe(63);
    expect(sampleOf(1_001, 8_000, unbounded)?.rows).toBe(SAMPLE_ROWS);
  });

  it('falls short of the limit with a share under half of it, when the walk cannot read its whole start', () => {
    // 1,001 / 2 of 30,000 ads is 1.7 %: fewer than 5 of 250 rows.
    expect(sampleOf(1_001, 30_000, unbounded)?.fallsShort).toBe(5);
    expect(sampleOf(1_001, 30_000, { bounded: false, partial: false })?.fallsShort).toBe(0);
  });

  it('is not taken by a bounded walk or an unknown start', () => {
    expect(sampleOf(1_001, 100_000, { bounded: true, partial: true })).toBeUndefined();
    expect(sampleOf(1_001, undefined, unbounded)).toBeUndefined();
  });
});
