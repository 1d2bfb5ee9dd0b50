import type { V3 } from './camera.js';
import { shade } from './colour.js';
import { FRONT, UP, lit, night, type Ctx } from './context.js';
import { ASPHALT, CONCRETE, CONTAINERS } from './palettes.js';
import {
  box,
  facePoly,
  faceRect,
  flat,
  lines,
  onFace,
  poly,
  seg,
  shadows,
  steps,
  type Box,
  type Face,
} from './primitives.js';
import { glow, streetlight } from './props.js';
import { int, pick, range } from './random.js';
import { fence } from './streets.js';
import { ribs, windows } from './surfaces.js';
import { skyline } from './surroundings.js';

/** A logistics shed with loading docks, lorries and stacked containers. */

export function warehouse(ctx: Ctx): void {
  const { r, fc } = ctx;
  const [hw, z0, z1, hgt] = [range(r, 26, 38), 24, 70, range(r, 10, 13)];
  const cladding = pick(r, ['#e4e6e6', '#d9d4c8', '#c9ced2', '#ece6d8']);
  const band = pick(r, ['#2f6d8a', '#b0623c', '#3f7a55', '#465a7a', fc.accent]);
  skyline(ctx, 10, [500, 900], [8, 25]);
  flat(ctx, -hw - 15, -6, hw + 15, z0, lit(ctx, r() < 0.5 ? ASPHALT : CONCRETE, UP));
  const shed: Box = [-hw, hw, z0, z1, 0, hgt];
  shadows(ctx, [shed]);
  for (const f of box(ctx, shed, cladding)) {
    ribs(ctx, f);
    faceRect(ctx, f, 0, hgt - 1.8, f.len, hgt - 0.9, lit(ctx, band, f.n));
    if (f.n[0]) facePoly(ctx, f, [0, hgt, f.len / 2, hgt + 2.2, f.len, hgt], lit(ctx, cladding, f.n));
  }
  const ridge = (x: number): V3 => [x, hgt + 2.2, (z0 + z1) / 2];
  poly(ctx, [[-hw, hgt, z0], [hw, hgt, z0], ridge(hw), ridge(-hw)], lit(ctx, '#c3c6c8', [0, 1, -0.1]));
  const roofRibs = steps(3 - hw, hw, 3).map((x) => seg([x, hgt, z0], ridge(x)));
  lines(ctx, roofRibs, 'rgba(0,0,0,.1)', 0.15);
  box(ctx, [-hw, hw - 10, z0 - 3, z0, 0, 1.2], '#b7b4ae'); // dock platform
  const wall: Face = { o: [-hw, 0, z0], u: [1, 0, 0], n: FRONT, len: 2 * hw, ht: hgt };
  const doors = int(r, 4, 8);
  const bays = steps(0, doors, 1).map((i) => 2 + ((2 * hw - 12) / doors) * (i + 0.5));
  for (const a of bays) rollerDoor(ctx, wall, a);
  for (const f of box(ctx, [hw - 9, hw + 1, z0 - 6, z0, 0, 7], fc.wall)) {
    windows(ctx, f, { cols: Math.round(f.len / 2.6), rows: 2, y0: 0, floor: 3.4, w: 2, h: 2 }, 0.5);
  }
  for (const a of bays.filter(() => r() < 0.45)) truck(ctx, a - hw, z0 - 3);
  for (const row of [2, 1, 0]) {
    for (const level of steps(0, int(r, 1, 3), 1)) {
      const stack: Box = [-hw - 14, -hw - 1.8, 4 + row * 3, 6.45 + row * 3, 2.6 * level, 2.6 * level + 2.6];
      for (const f of box(ctx, stack, pick(r, CONTAINERS))) ribs(ctx, f, 0.5);
    }
  }
  fence(ctx, -hw - 16, hw + 16, -6);
  for (const x of [-hw + 4, hw - 4]) streetlight(ctx, x, -4, 11);
}

/** A dock roller door with its black seal, slats and, at dusk, a lamp above. */
function rollerDoor(ctx: Ctx, wall: Face, a: number): void {
  faceRect(ctx, wall, a - 1.9, 1.2, a + 1.9, 5.9, '#26272a');
  faceRect(ctx, wall, a - 1.5, 1.2, a + 1.5, 5.4, lit(ctx, '#b9bcbf', FRONT));
  const slats = steps(1.7, 5.3, 0.6).map((y) => seg(onFace(wall, a - 1.5, y), onFace(wall, a + 1.5, y)));
  lines(ctx, slats, 'rgba(0,0,0,.18)', 0.05);
  if (night(ctx)) glow(ctx, onFace(wall, a, 6.4), 2.5);
}

/** An articulated lorry backed onto a dock: chassis, box trailer and a cab with its windscreen. */
function truck(ctx: Ctx, x: number, dockZ: number): void {
  const cab = pick(ctx.r, ['#f4f4f2', '#2f5f8f', '#b23a2e', '#3d6b4a']);
  box(ctx, [x - 1.1, x + 1.1, dockZ - 14.4, dockZ - 0.4, 0.3, 1.2], '#2a2b2d');
  const trailer = pick(ctx.r, ['#f2f2f0', '#dcdad4', '#c33b32']);
  box(ctx, [x - 1.25, x + 1.25, dockZ - 14, dockZ - 0.2, 1.2, 4], trailer);
  const [face] = box(ctx, [x - 1.25, x + 1.25, dockZ - 16.6, dockZ - 14.4, 0.5, 3.2], cab, shade(cab, 0.9));
  if (face?.n[2]) faceRect(ctx, face, 0.15, 1.6, 2.35, 2.7, '#1d252d');
}
