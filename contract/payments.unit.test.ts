import { describe, expect, it } from 'vitest';
import { vatOn } from './payments.js';

describe('VAT on a net amount in halalas', () => {
  it('is 15 % rounded half up to the halala', () => {
    expect(vatOn(10_000, 1500)).toBe(1_500);
    expect(vatOn(3, 1500)).toBe(0); // 0.45 halala
    expect(vatOn(10, 1500)).toBe(2); // 1.5 halalas, up
    expect(vatOn(9_999, 1500)).toBe(1_500); // 1499.85
    expect(vatOn(0, 1500)).toBe(0);
  });

  it('stays exact for the largest prices we sell', () => {
    expect(vatOn(99_999_999, 1500)).toBe(15_000_000);
  });
});
