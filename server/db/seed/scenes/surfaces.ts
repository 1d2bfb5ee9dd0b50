import { mix } from './colour.js';
import { lit, night, type Ctx } from './context.js';
import { faceRect, lines, onFace, seg, steps, type Face } from './primitives.js';
import { pick } from './random.js';

/** Wall detailing: window glass, window grids and cladding ribs. */

/** Window glass: reflects the sky by day, lit or dark at dusk. */
export function glass(ctx: Ctx): string {
  const { sky, r } = ctx;
  if (!night(ctx)) return mix(mix(sky.mid, '#1e2b38', 0.42 + r() * 0.18), sky.low, r() * 0.22);
  return r() < 0.5 ? pick(r, ['#ffd690', '#ffe3a6', '#f6bf72']) : mix('#262e47', sky.mid, r() * 0.3);
}

export type Grid = {
  cols: number;
  rows: number;
  y0: number;
  floor: number;
  w: number;
  h: number;
  frame?: string;
};
/** Windows centred in `cols` bays along a face, one row per floor; returns the bay centres. */
export function windows(
  ctx: Ctx,
  f: Face,
  { cols, rows, y0, floor, w, h, frame }: Grid,
  margin = 1.2,
): number[] {
  const bay = (f.len - 2 * margin) / cols;
  const centres = Array.from({ length: cols }, (_, i) => margin + bay * (i + 0.5));
  const trim = frame && lit(ctx, frame, f.n);
  for (let row = 0; row < rows; row++) {
    for (const a of centres) {
      const [a0, a1, b] = [a - w / 2, a + w / 2, y0 + row * floor + 0.9];
      if (trim) faceRect(ctx, f, a0 - 0.18, b - 0.18, a1 + 0.18, b + h + 0.18, trim);
      faceRect(ctx, f, a0, b, a1, b + h, glass(ctx));
      if (trim && w > 1.1) faceRect(ctx, f, a - 0.05, b, a + 0.05, b + h, trim);
    }
  }
  return centres;
}

/** Vertical cladding ribs across a face. */
export function ribs(ctx: Ctx, f: Face, step = 0.9): void {
  const ribs = steps(step, f.len, step).map((a) => seg(onFace(f, a, 0), onFace(f, a, f.ht)));
  lines(ctx, ribs, 'rgba(0,0,0,.1)', 0.08);
}
