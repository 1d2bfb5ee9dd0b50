const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * A chart's value axis: from 0 up to a round value at or above the highest, in at most `most` equal
 * round steps: 1,000,000 → 0, 250,000, …, 1,000,000; 7 → 0, 2, 4, 6, 8. Whole steps for counts
 * (`whole`), so an axis of visitors never reads 2.5.
 */
export function niceTicks(highest: number, most = 4, whole = false): number[] {
  if (!(highest > 0)) return [0, 1];
  const rough = highest / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const steps =
    whole && power < 10 ? NICE_STEPS.filter((nice) => Number.isInteger(nice * power)) : NICE_STEPS;
  const step = Math.max(whole ? 1 : 0, (steps.find((nice) => nice * power >= rough) ?? 10) * power);
  const count = Math.ceil(highest / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** The chart's inner margin (viewBox units) so marks at the edges are not cut. */
export const CHART_MARGIN = 8;

/** Where a value sits down the chart's `height`: 0 at the bottom, `top` at the top. */
export const valueY = (value: number, top: number, height: number, margin = CHART_MARGIN) =>
  height - margin - (top > 0 ? value / top : 0) * (height - 2 * margin);
