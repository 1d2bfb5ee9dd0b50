import { shade } from './colour.js';
import { FRONT, UP, lit, type Ctx } from './context.js';
import { PAVING } from './palettes.js';
import {
  box,
  facePoly,
  faceRect,
  flat,
  lines,
  post,
  shadows,
  steps,
  subFace,
  type Box,
  type Face,
} from './primitives.js';
import { car, palm, streetlight } from './props.js';
import { int, pick, range, sign } from './random.js';
import { pavement, road } from './streets.js';
import { windows, type Grid } from './surfaces.js';
import { filler } from './surroundings.js';

/** A villa behind its compound wall, with a car gate, palms and parked cars. */

export function villa(ctx: Ctx): void {
  const { r, fc } = ctx;
  const [fh, hw, z0, wallH] = [range(r, 3.6, 4.1), range(r, 7.5, 10.5), range(r, 5, 7), range(r, 2.1, 2.5)];
  const [wx, gx, style] = [hw + range(r, 2.5, 4.5), range(r, -hw / 2, hw / 2), int(r, 0, 2)];
  road(ctx, -13, -4);
  pavement(ctx, -4, -0.3);
  for (const s of [-1, 1])
    filler(ctx, s * (wx + range(r, 5, 9)), s * 16, z0 + range(r, 0, 4), 2 * fh + 1, fh);
  const span = 2 * hw * range(r, 0.6, 0.95);
  const ux = r() < 0.5 ? -hw : hw - span;
  const lower: Box = [-hw, hw, z0, z0 + 14, 0, fh + 0.7];
  const upper: Box = [ux, ux + span, z0 + pick(r, [0, 1.6]), z0 + 12, fh + 0.7, 2 * fh + 1];
  const wall: Box = [-wx, wx, -0.3, 0, 0, wallH];
  flat(ctx, -wx, 0, wx, z0 + 16, lit(ctx, PAVING, UP)); // courtyard
  shadows(ctx, [lower, upper, wall]);
  box(ctx, [ux + 1, ux + 5.5, upper[2] + 5, upper[2] + 9, upper[5], upper[5] + 2.8], fc.wall); // roof stair house
  for (const f of box(ctx, lower, fc.wall)) villaFacade(ctx, f, fh, style, false);
  for (const f of box(ctx, upper, fc.wall)) villaFacade(ctx, f, fh, style, true);
  for (let i = int(r, 2, 3); i > 0; i--)
    palm(ctx, sign(r) * range(r, hw * 0.4, hw + 1), range(r, 1.5, 3.5), range(r, 5.5, 8));
  compoundWall(ctx, wall, gx, z0 + 16);
  streetlight(ctx, gx + pick(r, [-7, 8]), -3.2);
  car(ctx, gx + pick(r, [-6.5, 7]), -5.5);
  if (r() < 0.5) car(ctx, gx + pick(r, [-13, 14]), -5.3);
}

/** Coping, floor band, framed windows; style 0: tall windows, 1: wide windows, 2: stone-clad panel. */
function villaFacade(ctx: Ctx, f: Face, fh: number, style: number, upper: boolean): void {
  const { fc } = ctx;
  const trim = lit(ctx, fc.trim, f.n);
  faceRect(ctx, f, 0, f.ht - 0.25, f.len, f.ht, trim);
  if (!upper) faceRect(ctx, f, 0, fh - 0.2, f.len, fh, trim);
  const panel = f.n[2] && upper && style === 2 ? f.len * 0.32 : 0;
  if (panel) faceRect(ctx, f, 0, 0, panel, f.ht, lit(ctx, shade(fc.trim, 0.9), f.n));
  const cols = Math.max(1, Math.round((f.len - panel) / (style === 1 ? 6 : 3.6)));
  const w = style === 1 ? (f.len - panel) / cols - 1.8 : 1.3;
  const grid: Grid = { cols, rows: 1, y0: upper ? 0.2 : 0, floor: fh, w, h: fh - 1.6, frame: fc.accent };
  windows(ctx, subFace(f, panel), grid);
  if (!f.n[2] || !upper || style === 1) return;
  for (const a of steps(0.4, f.len - 0.5, 1))
    facePoly(ctx, f, [a, f.ht, a + 0.4, f.ht + 0.5, a + 0.8, f.ht], trim);
}

/** The boundary wall with coping and side walls, gate pillars, a slatted car gate and a pedestrian door. */
function compoundWall(ctx: Ctx, wall: Box, gx: number, depth: number): void {
  const { fc } = ctx;
  const [wx, wallH] = [wall[1], wall[5]];
  for (const s of [-1, 1]) box(ctx, [s * wx - 0.15, s * wx + 0.15, 0, depth, 0, wallH], fc.wall);
  const front = box(ctx, wall, fc.wall).find((f) => f.n[2]);
  box(ctx, [-wx - 0.1, wx + 0.1, -0.4, 0.1, wallH, wallH + 0.18], fc.trim);
  const [metal, slat] = [lit(ctx, shade(fc.accent, 0.8), FRONT), lit(ctx, shade(fc.accent, 0.5), FRONT)];
  const a = wx + gx;
  if (front) {
    faceRect(ctx, front, a - 2.4, 0, a + 2.4, wallH - 0.1, metal);
    faceRect(ctx, front, a + 3.6, 0, a + 4.7, 2.1, metal);
  }
  const slats = steps(-2.2, 2.3, 0.4).map((d) => post(gx + d, -0.31, wallH - 0.3, 0.1));
  lines(ctx, slats, slat, 0.08);
  for (const dx of [-2.7, 2.7])
    box(ctx, [gx + dx - 0.35, gx + dx + 0.35, -0.45, 0.1, 0, wallH + 0.55], fc.trim);
}
