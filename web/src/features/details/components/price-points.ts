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

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The price axis: from 0 (so a 4 % drop looks like one) up to a round value at or above the highest
 * price, in at most four equal round steps: 1,000,000 → 0, 250,000, …, 1,000,000.
 */
export function priceTicks(highest: number, most = 4): number[] {
  if (!(highest > 0)) return [0, 1];
  const rough = highest / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((nice) => nice * power >= rough) ?? 10) * power;
  const count = Math.ceil(highest / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** The chart's inner margin (viewBox units) so the dots at the edges are not cut. */
export const CHART_MARGIN = 8;

/** Where a price sits down the chart's `height`: 0 at the bottom, `top` at the top. */
export const priceY = (price: number, top: number, height: number, margin = CHART_MARGIN) =>
  height - margin - (top > 0 ? price / top : 0) * (height - 2 * margin);

/**
 * The chart's line in a `width`×`height` box: time along x (from the inline start: right to left in
 * Arabic), price up the y axis from 0 to `top`, with a margin so the dots are not cut.
 */
export function chartPath(
  points: PricePoint[],
  width: number,
  height: number,
  rtl: boolean,
  top: number,
  margin = CHART_MARGIN,
) {
  const times = points.map((point) => Date.parse(point.at));
  const [minTime, maxTime] = [Math.min(...times), Math.max(...times)];
  const x = (time: number) => {
    const share = maxTime === minTime ? 0.5 : (time - minTime) / (maxTime - minTime);
    const along = margin + share * (width - 2 * margin);
    return rtl ? width - along : along;
  };
  // A step line: a price holds until the next change.
  const dots = points.map((point) => ({
    x: x(Date.parse(point.at)),
    y: priceY(point.price, top, height, margin),
  }));
  const path = dots
    .map((dot, index) => {
      const previous = dots[index - 1];
      const to = `${dot.x.toFixed(1)},${dot.y.toFixed(1)}`;
      return previous ? `L${dot.x.toFixed(1)},${previous.y.toFixed(1)} L${to}` : `M${to}`;
    })
    .join(' ');
  return { path, dots };
}

/**
 * The labels under the chart's time axis: the first and last day, or one label when every change
 * fell on the same day (two equal dates at both ends read as a mistake).
 */
export function timeLabels(points: PricePoint[], formatDay: (iso: string) => string): string[] {
  const first = points.at(0);
  const last = points.at(-1);
  if (!first || !last) return [];
  const [from, to] = [formatDay(first.at), formatDay(last.at)];
  return from === to ? [from] : [from, to];
}

/**
 * The table's date for each point: the day, and the time of day for days that hold more than one
 * point, so two changes on one day are told apart.
 */
export function rowDates(
  points: PricePoint[],
  formatDay: (iso: string) => string,
  formatTime: (iso: string) => string,
): { day: string; time: string | null }[] {
  const days = points.map((point) => formatDay(point.at));
  return points.map((point, index) => ({
    day: days[index] ?? '',
    time: days.filter((day) => day === days[index]).length > 1 ? formatTime(point.at) : null,
  }));
}
