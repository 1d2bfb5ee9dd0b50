import { describe, expect, it } from 'vitest';
import { pricePerMetre } from './price-per-metre.js';

describe('pricePerMetre', () => {
  it('divides the price by the area', () => {
    expect(pricePerMetre({ price: 2_500_000, area: 500 })).toBe(5000);
    expect(pricePerMetre({ price: 1000, area: 3 })).toBeCloseTo(333.33, 2);
  });

  it('says nothing when the price or the area makes no sense', () => {
    expect(pricePerMetre({ price: 0, area: 500 })).toBeNull();
    expect(pricePerMetre({ price: 100_000, area: 0.5 })).toBeNull();
    expect(pricePerMetre({ price: 100_000, area: 0 })).toBeNull();
    expect(pricePerMetre({ price: Number.NaN, area: 100 })).toBeNull();
  });
});
