import type { V3 } from './camera.js';
import { mix, shade } from './colour.js';
import { UP, lit, night, type Ctx } from './context.js';
import { BRANDS, PAVING, STEEL } from './palettes.js';
import {
  box,
  faceRect,
  flat,
  lines,
  onFace,
  seg,
  shadows,
  steps,
  type Box,
  type Face,
} from './primitives.js';
import { car, palm, streetlight } from './props.js';
import { int, pick, range, sign } from './random.js';
import { pavement, road } from './streets.js';
import { filler } from './surroundings.js';

/** A car showroom: a glazed hall behind a branded portal, cars inside and out, and a pylon sign. */

export function showroom(ctx: Ctx): void {
  const { r, fc, sky } = ctx;
  const [hw, z0, hgt, glassTop] = [range(r, 12, 17), 12, range(r, 9.5, 11.5), 6.2];
  const cladding = pick(r, ['#e9eaeb', '#d2d5d8', '#4d5258', fc.wall]);
  const brand = pick(r, [...BRANDS, fc.accent]);
  road(ctx, -14, -5);
  pavement(ctx, -5, -3);
  flat(ctx, -60, -3, 60, z0, lit(ctx, PAVING, UP), 0.16);
  for (const x of steps(-hw, hw, 3)) flat(ctx, x, -1, x + 0.12, 4, '#f5f3ee', 0.17); // parking bays
  for (const s of [-1, 1])
    filler(ctx, s * (hw + range(r, 6, 12)), s * 24, z0 + range(r, 0, 6), range(r, 8, 16), 3.6);
  const px = range(r, -hw / 2, hw / 2);
  const hall: Box = [-hw, hw, z0, z0 + 26, 0, hgt];
  const portal: Box = [px - 3.5, px + 3.5, z0 - 0.8, z0, 0, hgt + 1.2];
  shadows(ctx, [hall, portal]);
  const interior = night(ctx) ? '#f6dba6' : mix(sky.mid, '#2a3640', 0.5);
  const faces = box(ctx, hall, cladding);
  const glazed = (f: Face): number => (f.n[2] ? f.len : f.len * 0.6) - 0.4;
  for (const f of faces) faceRect(ctx, f, 0.4, 0.2, glazed(f), glassTop, interior);
  for (let i = 0; i < 3; i++) car(ctx, range(r, -hw + 3, hw - 3), z0 + 3, pick(r, [...BRANDS, '#f4f4f2']));
  for (const f of faces) curtainWall(ctx, f, [glazed(f), glassTop, hgt]);
  for (const f of box(ctx, portal, brand).filter((face) => face.n[2])) {
    faceRect(ctx, f, 0.9, 0, f.len - 0.9, glassTop - 0.5, interior);
    faceRect(ctx, f, 0.9, 0, f.len - 0.9, glassTop - 0.5, 'url(#sheen)');
    faceRect(ctx, f, 0.9, glassTop + 0.5, f.len - 0.9, hgt, lit(ctx, shade(brand, 0.8), f.n)); // blank sign
  }
  box(ctx, [px - 6, px + 6, z0 - 3.5, z0 - 0.8, glassTop - 0.5, glassTop], '#e6e7e8'); // canopy
  for (let i = int(r, 2, 3); i > 0; i--) car(ctx, range(r, -hw + 3, hw - 3), range(r, 1, 4));
  const tx = sign(r) * (hw - 1);
  for (const f of box(ctx, [tx - 0.8, tx + 0.8, -2, -1.5, 0, 7], brand)) {
    faceRect(ctx, f, 0.15, 4, f.len - 0.15, 6.6, '#f4f4f2'); // pylon sign, left blank
  }
  for (const x of [-hw - 4, hw + 4]) palm(ctx, x, -2, range(r, 6, 8));
  streetlight(ctx, range(r, -10, 10), -4);
}

/** Shop-front glazing (sheen, mullions, transom) below cladding panel joints. */
function curtainWall(ctx: Ctx, f: Face, [glazed, glassTop, hgt]: V3): void {
  const steel = lit(ctx, STEEL, f.n);
  const joints = steps(2, f.len, 2).map((a) => seg(onFace(f, a, glassTop), onFace(f, a, hgt)));
  const mullions = steps(0.4, glazed + 0.1, 2.6).map((a) => seg(onFace(f, a, 0.2), onFace(f, a, glassTop)));
  lines(ctx, joints, 'rgba(0,0,0,.1)', 0.05);
  faceRect(ctx, f, 0.4, 0.2, glazed, glassTop, 'url(#sheen)');
  lines(ctx, mullions, steel, 0.14);
  faceRect(ctx, f, 0, glassTop, f.len, glassTop + 0.3, steel);
}
