import { CHART_MARGIN, niceTicks, valueY } from '#web/components/chart/chart-scale';
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

/** The price axis: from 0 (so a 4 % drop looks like one) up to a round value (the charts' shared scale). */
export const priceTicks = (highest: number, most = 4) => niceTicks(highest, most);

export { CHART_MARGIN, valueY as priceY };

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
    y: valueY(point.price, top, height, margin),
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
