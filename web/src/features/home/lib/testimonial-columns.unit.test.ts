import { describe, expect, it } from 'vitest';
import { spansRow, wideColumns } from './testimonial-columns';

const columnsOf = (count: number) => Number(/(\d)$/.exec(wideColumns(count))?.[1]);

describe('testimonial columns', () => {
  it('no number of quotes the home page shows (up to 12) leaves one alone in the last wide row', () => {
    for (let count = 2; count <= 12; count += 1) {
      const columns = columnsOf(count);
      expect({ count, lone: count > columns && count % columns === 1 }).toEqual({ count, lone: false });
    }
    expect(wideColumns(4)).toBe('lg:grid-cols-4');
    expect(wideColumns(5)).toBe('lg:grid-cols-3');
  });

  it('in two columns, only an odd last quote spans the row', () => {
    expect([0, 1, 2].map((index) => spansRow(index, 3))).toEqual([false, false, true]);
    expect([0, 1, 2, 3].map((index) => spansRow(index, 4))).toEqual([false, false, false, false]);
  });
});
