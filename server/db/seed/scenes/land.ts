import type { P2, V3 } from './camera.js';
import { mix, shade } from './colour.js';
import { UP, lit, type Ctx } from './context.js';
import { ASPHALT, SAND } from './palettes.js';
import { box, flat, line, lines, poly, post, seg, steps } from './primitives.js';
import { shrub } from './props.js';
import { int, range, sign } from './random.js';
import { road } from './streets.js';
import { ridge, skyline } from './surroundings.js';

/** A marked desert plot with its boundary, a power line and an access road. */

export function land(ctx: Ctx): void {
  const { r } = ctx;
  if (r() < 0.5) ridge(ctx);
  skyline(ctx, 22, [300, 800], [5, 16]);
  const sand = lit(ctx, SAND, UP);
  for (let i = 0; i < 16; i++) {
    const tone = shade(sand, range(r, 0.92, 1.05));
    patch(ctx, [range(r, -120, 120), range(r, 6, 220)], range(r, 6, 30), tone);
  }
  const [px, z0, z1, side] = [range(r, 12, 18), range(r, 14, 18), range(r, 38, 50), sign(r)];
  for (const z of steps(30, 400, 45)) lines(ctx, [post(side * (px + 14), z, 9)], '#6f6a63', 0.25); // power line
  line(ctx, [side * (px + 14), 8.6, 30], [side * (px + 14), 8.6, 390], 'rgba(40,40,40,.5)', 0.04);
  flat(ctx, -px - 0.6, z0 - 0.6, px + 0.6, z1 + 0.6, shade(sand, 0.9));
  flat(ctx, -px, z0, px, z1, mix(sand, '#f6ead2', 0.45), 0.02);
  if (r() < 0.6) road(ctx, z0 - 10, z0 - 3);
  else sideRoad(ctx, -side * (px + 6));
  const tracks = steps(0, 3, 1).map(() => range(r, -px, px));
  const ruts = tracks.map((x) => seg([x, 0.02, z0 - 2], [x + range(r, -8, 8), 0.02, z1]));
  lines(ctx, ruts, 'rgba(120,95,60,.12)', 0.2);
  plotBoundary(ctx, px, z0, z1);
  for (let i = 0; i < 22; i++) shrub(ctx, range(r, -70, 70), range(r, 8, 140));
}

/** A road running away from the camera, with a dashed centre line. */
function sideRoad(ctx: Ctx, x: number): void {
  flat(ctx, x - 4, -10, x + 4, 900, lit(ctx, ASPHALT, UP));
  for (const z of steps(0, 600, 12)) flat(ctx, x - 0.08, z, x + 0.08, z + 5, '#ece6d6', 0.02);
}

/** Painted corner markers of a plot, joined by a string line, a post-and-wire fence or a low block wall. */
function plotBoundary(ctx: Ctx, px: number, z0: number, z1: number): void {
  const style = int(ctx.r, 0, 2);
  const edges = [-px, z1, px, z1, -px, z0, -px, z1, px, z0, px, z1, -px, z0, px, z0]; // back, left, right, front
  for (const i of steps(0, edges.length, 4)) {
    const [xa = 0, za = 0, xb = 0, zb = 0] = edges.slice(i, i + 4);
    const n = Math.round(Math.hypot(xb - xa, zb - za) / 3);
    const at = (t: number): P2 => [xa + ((xb - xa) * t) / n, za + ((zb - za) * t) / n];
    if (style === 2) box(ctx, [xa - 0.15, xb + 0.15, za - 0.15, zb + 0.15, 0, 0.7], '#d8cfc0');
    const posts = style === 1 ? steps(0, n, 1).map((t) => post(...at(t), 1.4)) : [];
    const wires = [[0.3], [0.7, 1.2], []][style] ?? [];
    lines(ctx, posts, '#6e6a64', 0.07);
    const strands = wires.map((y) => seg([xa, y, za], [xb, y, zb]));
    lines(ctx, strands, style ? '#8a857d' : '#c2352b', 0.025);
  }
  for (const [x, z] of [-px, px, -px, px].map((x, i): P2 => [x, i < 2 ? z1 : z0])) {
    box(ctx, [x - 0.25, x + 0.25, z - 0.25, z + 0.25, 0, 1.1], '#f2f0ea');
    box(ctx, [x - 0.26, x + 0.26, z - 0.26, z + 0.26, 1.1, 1.6], '#c2352b');
  }
}

/** A roughly elliptical patch of ground. */
function patch(ctx: Ctx, [x, z]: P2, radius: number, fill: string): void {
  const ring = steps(0, 2 * Math.PI, Math.PI / 5);
  const outline = ring.map((a): V3 => [x + Math.cos(a) * radius, 0.01, z + Math.sin(a) * radius * 0.6]);
  poly(ctx, outline, fill);
}
