import { toView, type P2 } from './camera.js';
import { mix } from './colour.js';
import { night, type Ctx } from './context.js';
import { FACADES } from './palettes.js';
import { box, faceRect, num, steps, type Box } from './primitives.js';
import { pick, range } from './random.js';
import { windows, type Grid } from './surfaces.js';

/** The neighbourhood around the subject: plain neighbouring buildings, a distant skyline and a mountain ridge. */

/** A plain neighbouring building, `width` metres from x (negative: leftwards); far ones get window bands. */
export function filler(ctx: Ctx, x: number, width: number, z0: number, height: number, floor = 3.4): void {
  const x0 = Math.min(x, x + width);
  const b: Box = [x0, x0 + Math.abs(width), z0, z0 + Math.min(20, Math.abs(width)), 0, height];
  const distance = toView(ctx.cam, [x0, 0, z0])[2];
  const haze = Math.min(0.85, Math.max(0, (distance - 60) / 700));
  const rows = Math.floor((height - 1) / floor);
  const band = mix(night(ctx) ? '#e9c27f' : '#6b7680', ctx.sky.haze, haze);
  for (const f of box(ctx, b, mix(pick(ctx.r, FACADES).wall, ctx.sky.haze, haze))) {
    const grid: Grid = { cols: Math.round(f.len / 4) || 1, rows, y0: 0, floor, w: 1.4, h: 1.5 };
    if (distance < 100) windows(ctx, f, grid, 1);
    else for (const y of steps(1, rows * floor, floor)) faceRect(ctx, f, 1, y, f.len - 1, y + 1, band);
  }
}

/** Hazy distant blocks along the horizon. */
export function skyline(ctx: Ctx, count: number, [zMin, zMax]: P2, [hMin, hMax]: P2): void {
  const { r } = ctx;
  const zs = steps(0, count, 1).map(() => range(r, zMin, zMax));
  for (const z of zs.sort((a, b) => b - a)) {
    const [x, w] = [range(r, -420, 420), range(r, 16, 40)];
    const colour = mix(pick(r, ['#c8c1b4', '#a9b3ba', '#d8cdb9']), ctx.sky.haze, 0.55);
    box(ctx, [x, x + w, z, z + w, 0, range(r, hMin, hMax)], colour);
  }
}

/** A hazy mountain ridge on the horizon. */
export function ridge(ctx: Ctx): void {
  const { w, h, cam, r } = ctx;
  const peaks = steps(0, 13, 1).map((i) => `L${num((w * i) / 12)} ${num(cam.hy - range(r, 0.01, 0.06) * h)}`);
  const fill = mix('#a67c5b', ctx.sky.haze, 0.55);
  ctx.out.push(`<path d="M0 ${num(cam.hy)}${peaks.join('')}L${w} ${num(cam.hy)}Z" fill="${fill}"/>`);
}
