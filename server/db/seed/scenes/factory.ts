import { project, toView, type V3 } from './camera.js';
import { mix } from './colour.js';
import { FRONT, UP, lit, night, type Ctx } from './context.js';
import { CONCRETE } from './palettes.js';
import {
  box,
  facePoly,
  faceRect,
  flat,
  lines,
  num,
  post,
  seg,
  shadows,
  steps,
  type Box,
} from './primitives.js';
import { car, cylinder, streetlight } from './props.js';
import { int, pick, range, sign } from './random.js';
import { fence } from './streets.js';
import { ribs, windows } from './surfaces.js';
import { skyline } from './surroundings.js';

/** A factory hall (gabled or sawtooth roof) with silos, a pipe rack and a banded chimney. */

export function factory(ctx: Ctx): void {
  const { r, fc } = ctx;
  const [hw, z0, z1, hgt, side] = [range(r, 18, 28), 22, 58, range(r, 9, 12), sign(r)];
  skyline(ctx, 10, [450, 900], [8, 30]);
  flat(ctx, -hw - 30, -4, hw + 40, z0, lit(ctx, CONCRETE, UP));
  chimney(ctx, [-side * range(r, 4, hw - 4), z1 + 6, 1.6], range(r, 32, 46));
  const hall: Box = [-hw, hw, z0, z1, 0, hgt];
  shadows(ctx, [hall]);
  const [sawtooth, cladding] = [r() < 0.55, pick(r, ['#dcdcd8', '#c7ccd0', fc.wall])];
  for (const f of box(ctx, hall, cladding)) {
    const [skin, front] = [lit(ctx, cladding, f.n), f.n[2] !== 0];
    ribs(ctx, f);
    faceRect(ctx, f, 0, hgt - 1.4, f.len, hgt - 0.6, lit(ctx, fc.accent, f.n));
    windows(ctx, f, { cols: Math.round(f.len / 5), rows: 1, y0: hgt - 5.1, floor: 1, w: 3.2, h: 1.2 }, 1);
    if (front) faceRect(ctx, f, f.len * 0.3, 0, f.len * 0.3 + 5, 5.5, lit(ctx, '#9ea3a8', f.n)); // vehicle door
    if (!front && !sawtooth) facePoly(ctx, f, [0, hgt, f.len / 2, hgt + 3, f.len, hgt], skin);
    const tooth = f.len / Math.round(f.len / 7);
    for (const a of front && sawtooth ? steps(0, f.len - 1, tooth) : []) {
      facePoly(ctx, f, [a, hgt, a + tooth, hgt, a + tooth, hgt + 3], skin);
    }
  }
  const silos = steps(0, int(r, 2, 4), 1).map((i): V3 => [side * (hw + 6 + i * 7.5), z0 + 8 - i * 1.5, 3.2]);
  const pipe = lit(ctx, pick(r, ['#9aa0a6', fc.accent, '#c8a24a']), FRONT);
  const far = silos.at(-1)?.[0] ?? 0;
  const rack = [7, 7.9].map((y) => seg([side * hw, y, z0 + 4], [far, y, z0 + 4]));
  lines(ctx, rack, pipe, 0.45);
  lines(
    ctx,
    silos.map(([x]) => post(x, z0 + 4, 7.9)),
    pipe,
    0.35,
  );
  for (const silo of silos)
    cylinder(ctx, silo, [0, range(r, 15, 20)], pick(r, ['#d3d6d9', '#e6e3dc', '#bfc5ca']), 2.5);
  fence(ctx, -hw - 28, hw + 38, -4);
  for (let i = int(r, 1, 3); i > 0; i--) car(ctx, range(r, -hw, hw), range(r, 2, 12));
  streetlight(ctx, -hw + 2, -2, 10);
}

/** A red-and-white banded chimney with a drifting plume. */
function chimney(ctx: Ctx, at: V3, height: number): void {
  cylinder(ctx, at, [0, height], '#d9d6d0');
  for (const y of [height - 5, height - 1.6]) cylinder(ctx, at, [y - 1.6, y], '#c0392b');
  const v = toView(ctx.cam, [at[0], height, at[1]]);
  const [px, py] = project(ctx.cam, v);
  const s = ctx.cam.f / v[2];
  const tone = night(ctx) ? '#8f8aa0' : mix('#ffffff', ctx.sky.haze, 0.3);
  for (const k of steps(1, 7, 1)) {
    const shape = `cx="${num(px + k * k * 0.5 * s)}" cy="${num(py - k * 2.2 * s)}" rx="${num((2 + k * 1.3) * s)}"`;
    const puff = `ry="${num((1.5 + k * 0.8) * s)}" fill="${tone}" opacity="${num(0.55 - k * 0.07)}"`;
    ctx.out.push(`<ellipse ${shape} ${puff}/>`);
  }
}
