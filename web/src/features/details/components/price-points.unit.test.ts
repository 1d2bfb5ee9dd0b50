import { describe, expect, it } from 'vitest';
import { lastCellSpan } from './last-cell-span';
import { chartPath, priceTicks, rowDates, timeLabels } from './price-points';

const day = (iso: string) => iso.slice(0, 10);
const time = (iso: string) => iso.slice(11, 16);

describe('the price chart', () => {
  it('starts its axis at 0 and ends at a round value at or above the highest price', () => {
    expect(priceTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(priceTicks(963_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(priceTicks(85_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(priceTicks(1_200_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(priceTicks(0)).toEqual([0, 1]);
  });

  it('draws a 3.7 % drop as a small step near the top, not across the whole height', () => {
    const points = [
      { at: '2026-01-01T10:00:00Z', price: 1_000_000 },
      { at: '2026-02-01T10:00:00Z', price: 963_000 },
    ];
    const { dots } = chartPath(points, 600, 160, false, 1_000_000);
    const [first, second] = dots;
    // 8 units of margin: 1,000,000 at y 8, 0 at y 152.
    expect(first?.y).toBeCloseTo(8);
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBeCloseTo(0.037 * 144);
  });

  it('labels the time axis with distinct dates only', () => {
    const sameDay = [
      { at: '2026-03-04T08:00:00Z', price: 1 },
      { at: '2026-03-04T09:00:00Z', price: 2 },
      { at: '2026-03-04T15:00:00Z', price: 3 },
    ];
    expect(timeLabels(sameDay, day)).toEqual(['2026-03-04']);
    expect(timeLabels([{ at: '2026-03-01T08:00:00Z', price: 1 }, ...sameDay.slice(1)], day)).toEqual([
      '2026-03-01',
      '2026-03-04',
    ]);
  });

  it('gives rows on a shared day their time of day', () => {
    const points = [
      { at: '2026-03-01T08:00:00Z', price: 1 },
      { at: '2026-03-04T09:00:00Z', price: 2 },
      { at: '2026-03-04T15:30:00Z', price: 3 },
    ];
    expect(rowDates(points, day, time)).toEqual([
      { day: '2026-03-01', time: null },
      { day: '2026-03-04', time: '09:00' },
      { day: '2026-03-04', time: '15:30' },
    ]);
  });
});

describe('the facts grid', () => {
  it('stretches the last fact over the cells its row leaves empty, in two and three columns', () => {
    expect(lastCellSpan(8)).toBe('sm:col-span-2');
    expect(lastCellSpan(7)).toBe('col-span-2 sm:col-span-3');
    expect(lastCellSpan(9)).toBe('col-span-2 sm:col-span-1');
    expect(lastCellSpan(6)).toBe('sm:col-span-1');
    for (let count = 1; count <= 12; count++) {
      const classes = lastCellSpan(count).split(' ');
      const phone = classes.includes('col-span-2') ? 2 : 1;
      const wide = Number(classes.find((name) => name.startsWith('sm:'))?.at(-1) ?? phone);
      expect((count - 1 + phone) % 2).toBe(0);
      expect((count - 1 + wide) % 3).toBe(0);
    }
  });
});
