import type { PriceChange } from '#contract/properties';

export interface PricePoint {
  at: string;
  price: number;
}

/** The ad's public prices over time: its first price when it was first published, then each change. */
export function pricePoints(publishedAt: string, history: PriceChange[]): PricePoint[] {
  const [first] = history;
  if (!first) return [];
  return [
    { at: publishedAt, price: first.oldPrice },
    ...history.map((change) => ({ at: change.changedAt, price: change.newPrice })),
  ];
}

/** The change from one price to the next as a fraction (-0.1: down 10 %). */
export const relativeChange = (before: number, after: number) =>
  before === 0 ? 0 : (after - before) / before;

/**
 * The chart's line in a `width`×`height` box: time along x (from the inline start: right to left in
 * Arabic), price up the y axis, with a margin so the dots are not cut.
 */
export function chartPath(points: PricePoint[], width: number, height: number, rtl: boolean, margin = 8) {
  const times = points.map((point) => Date.parse(point.at));
  const prices = points.map((point) => point.price);
  const [minTime, maxTime] = [Math.min(...times), Math.max(...times)];
  const [minPrice, maxPrice] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number) => {
    const share = maxTime === minTime ? 0.5 : (time - minTime) / (maxTime - minTime);
    const along = margin + share * (width - 2 * margin);
    return rtl ? width - along : along;
  };
  const y = (price: number) => {
    const share = maxPrice === minPrice ? 0.5 : (price - minPrice) / (maxPrice - minPrice);
    return height - margin - share * (height - 2 * margin);
  };
  // A step line: a price holds until the next change.
  const dots = points.map((point) => ({ x: x(Date.parse(point.at)), y: y(point.price) }));
  const path = dots
    .map((dot, index) => {
      const previous = dots[index - 1];
      const to = `${dot.x.toFixed(1)},${dot.y.toFixed(1)}`;
      return previous ? `L${dot.x.toFixed(1)},${previous.y.toFixed(1)} L${to}` : `M${to}`;
    })
    .join(' ');
  return { path, dots };
}
