import { describe, expect, it } from 'vitest';
import { firstInOrder, READ_IN_ORDER_FROM, readsInOrder } from './words-in-order.js';

const rows = (...pairs: [number, number][]) => pairs.map(([id, value]) => ({ id, value }));

describe('the first matches of words read in the order of a distance', () => {
  it('are the rows in the order of their values, ties by id, when every match was read', () => {
    const read = rows([7, 300], [3, 100], [9, 100], [1, 200]);
    expect(firstInOrder(read, { count: 3, read: 5, descending: false })).toEqual([3, 9, 1]);
    expect(firstInOrder(read, { count: 3, read: 5, descending: true })).toEqual([7, 1, 9]);
  });

  it("are said when the page's last value comes before the last value read", () => {
    const read = rows([4, 10], [2, 20], [8, 20], [5, 30]);
    expect(firstInOrder(read, { count: 3, read: 4, descending: false })).toEqual([4, 2, 8]);
    expect(
      firstInOrder(rows([5, 30], [2, 20], [8, 20], [4, 10]), { count: 1, read: 4, descending: true }),
    ).toEqual([5]);
  });

  it("are not said when ads not read may share the page's last value", () => {
    const read = rows([4, 10], [2, 20], [8, 20], [5, 20]);
    expect(firstInOrder(read, { count: 2, read: 4, descending: false })).toBeUndefined();
    expect(firstInOrder(rows([6, 50], [1, 50]), { count: 1, read: 2, descending: true })).toBeUndefined();
  });
});

describe('words are read in order', () => {
  const statistics = (wordsInOrder: boolean, share: number, ads: number | undefined) => ({
    wordsInOrder,
    wordsShare: () => share,
    startSize: () => ads,
  });
  const request = {
    words: true,
    groups: [[{ lexeme: 'فيلا' }]],
    start: undefined,
    fixed: { values: { category: null, city: null } },
  };

  it('where RUM is, when the statistics put them in at least READ_IN_ORDER_FROM ads of the start', () => {
    expect(readsInOrder(statistics(true, 0.01, 1_000_000), request)).toBe(true);
    expect(readsInOrder(statistics(true, 0.01, READ_IN_ORDER_FROM * 100), request)).toBe(true);
  });

  it('not when they are fewer (a gather costs less), not without RUM, not without words', () => {
    expect(readsInOrder(statistics(true, 0.01, READ_IN_ORDER_FROM * 100 - 100), request)).toBe(false);
    expect(readsInOrder(statistics(true, 0.5, undefined), request)).toBe(false);
    expect(readsInOrder(statistics(false, 0.01, 1_000_000), request)).toBe(false);
    expect(readsInOrder(statistics(true, 0.01, 1_000_000), { ...request, words: false })).toBe(false);
  });

  it('not with any filter beside the words: they may be strangers to the words', () => {
    const withCity = { ...request, fixed: { values: { category: null, city: 3 } } };
    expect(readsInOrder(statistics(true, 0.01, 1_000_000), withCity)).toBe(false);
    const inCategory = { ...request, start: { column: 'category' as const, value: 1 } };
    expect(readsInOrder(statistics(true, 0.01, 1_000_000), inCategory)).toBe(false);
    expect(readsInOrder(statistics(true, 0.01, 1_000_000), { ...request, fixed: undefined })).toBe(false);
  });
});
