import { mix } from './colour.js';
import { FRONT, lit, night, type Ctx } from './context.js';
import { box, faceRect, shadows, steps, type Box } from './primitives.js';
import { car, palm, streetlight } from './props.js';
import { int, pick, range } from './random.js';
import { pavement, road } from './streets.js';
import { windows, type Grid } from './surfaces.js';
import { filler } from './surroundings.js';

/** A block of flats over a shop floor, with balconies, rooftop tanks and a street in front. */

export function apartment(ctx: Ctx): void {
  const { r, fc } = ctx;
  const [floors, hw, z0] = [int(r, 4, 6), range(r, 10, 14), 5];
  const top = 4.4 + (floors - 1) * 3.3 + 1;
  road(ctx, -12, -3.5);
  pavement(ctx, -3.5, z0);
  for (const s of [-1, 1])
    filler(ctx, s * (hw + range(r, 3, 6)), s * 20, z0 + range(r, 2, 8), range(r, 10, 20), 3.3);
  const block: Box = [-hw, hw, z0, z0 + 16, 0, top];
  shadows(ctx, [block]);
  box(ctx, [-hw + 2, -hw + 5, z0 + 3, z0 + 5, top, top + 1.6], '#e9eaeb'); // stair head and water tanks
  if (r() < 0.6) box(ctx, [hw - 6, hw - 3, z0 + 4, z0 + 6, top, top + 1.6], '#e9eaeb');
  const [bays, every] = [Math.round(hw / 1.9), pick(r, [1, 2, 2, 3])];
  const balconies: number[] = [];
  for (const f of box(ctx, block, fc.wall)) {
    const front = f.n[2] !== 0;
    const cols = front ? bays : Math.round(f.len / 4);
    faceRect(ctx, f, 0, top - 0.4, f.len, top, lit(ctx, fc.trim, f.n));
    faceRect(ctx, f, 0, 3.6, f.len, 4.4, lit(ctx, front ? fc.accent : fc.trim, f.n));
    if (front) windows(ctx, f, { cols, rows: 1, y0: -0.6, floor: 4, w: (2 * hw) / cols - 0.6, h: 2.9 }, 0.3);
    const flats: Grid = { cols, rows: floors - 1, y0: 4.4, floor: 3.3, w: 1.5, h: 1.7, frame: fc.trim };
    const centres = windows(ctx, f, flats);
    if (front) balconies.push(...centres.filter((_, i) => i % every === 0 && i > 0 && i < cols - 1));
  }
  for (const y of steps(4.4, top - 2, 3.3)) for (const a of balconies) balcony(ctx, -hw + a, y, z0);
  streetlight(ctx, range(r, -hw, hw), -3);
  for (let i = int(r, 2, 4); i > 0; i--) car(ctx, range(r, -hw - 4, hw + 4), -4.8);
  for (let i = int(r, 1, 3); i > 0; i--) palm(ctx, range(r, -hw - 4, hw + 4), -1.5, range(r, 5, 8));
}

/** A projecting balcony slab with a railing panel and handrail. */
function balcony(ctx: Ctx, x: number, y: number, z0: number): void {
  const rail = night(ctx) ? '#4a4f63' : mix(ctx.fc.accent, '#ffffff', 0.35);
  box(ctx, [x - 1.6, x + 1.6, z0 - 1.3, z0, y, y + 0.22], ctx.fc.trim);
  const [panel] = box(ctx, [x - 1.6, x + 1.6, z0 - 1.3, z0 - 1.25, y + 0.22, y + 1.15], rail);
  if (panel) faceRect(ctx, panel, 0, 0.85, panel.len, 0.95, lit(ctx, ctx.fc.trim, FRONT));
}
