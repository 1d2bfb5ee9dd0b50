import { FRONT, UP, lit, night, type Ctx } from './context.js';
import { ASPHALT, PAVING } from './palettes.js';
import { box, faceRect, flat, line, lines, post, steps } from './primitives.js';

/** Roads, pavements and fences. */

/** A road along x between z0 and z1 with edge lines and a dashed centre line. */
export function road(ctx: Ctx, z0: number, z1: number, x0 = -120, x1 = 120): void {
  const [paint, mid] = [night(ctx) ? '#c9c3b4' : '#ece6d6', (z0 + z1) / 2];
  flat(ctx, x0, z0, x1, z1, lit(ctx, ASPHALT, UP));
  for (const z of [z0 + 0.4, z1 - 0.55]) flat(ctx, x0, z, x1, z + 0.15, paint, 0.02);
  for (const x of steps(x0 + 2, x1, 9)) flat(ctx, x, mid - 0.08, x + 4, mid + 0.08, paint, 0.02);
}

/** A pavement from z0 to z1 behind a kerb painted in alternating stripes, as on Gulf streets. */
export function pavement(ctx: Ctx, z0: number, z1: number, x0 = -90, x1 = 90): void {
  flat(ctx, x0, z0, x1, z1, lit(ctx, PAVING, UP), 0.18);
  const [kerb] = box(ctx, [x0, x1, z0 - 0.25, z0, 0, 0.18], '#e9e6df');
  const stripe = lit(ctx, ctx.r() < 0.5 ? '#2c2c2c' : '#c9a227', FRONT);
  for (let a = 0; kerb && a < kerb.len; a += 2) faceRect(ctx, kerb, a, 0, a + 1, 0.18, stripe);
}

export function fence(ctx: Ctx, x0: number, x1: number, z: number): void {
  const posts = steps(x0, x1, 3).map((x) => post(x, z, 2.2));
  lines(ctx, posts, '#7d8084', 0.06);
  line(ctx, [x0, 2, z], [x1, 2, z], '#7d8084', 0.04);
}
