import { describe, expect, it } from 'vitest';
import { weighAnswer } from './list-cache.js';

describe('the list cache weighs answers by the items they hold', () => {
  it('a list by its page of items, a map by its points and a tenth of its clusters', () => {
    expect(weighAnswer({ data: new Array(12).fill({}), totalPages: 3, totalDataCount: 30 })).toBe(13);
    expect(weighAnswer({ data: [], totalPages: 0, totalDataCount: 0 })).toBe(1);
    expect(
      weighAnswer({ clusters: new Array(25).fill({}), points: new Array(40).fill({}), total: 900 }),
    ).toBe(1 + 40 + 3);
  });
});
