import { toView } from './camera.js';
import { mix } from './colour.js';
import { night, type Ctx } from './context.js';
import { box, faceRect, lines, onFace, post, seg, steps, type Box } from './primitives.js';
import { car, palm } from './props.js';
import { int, pick, range, sign } from './random.js';
import { pavement, road } from './streets.js';
import { filler, skyline } from './surroundings.js';

/** A glass office tower among lower towers, seen from across a palm-lined road. */

/** A glass curtain-wall box with floor lines, mullions, a sky sheen and, at dusk, lit floors. */
function glassTower(ctx: Ctx, b: Box, spire: boolean): void {
  for (const f of box(ctx, b, mix(ctx.sky.mid, '#1b3346', 0.45), '#8b9196')) {
    const floors = steps(8, f.ht, 8).map((y) => seg(onFace(f, 0, y), onFace(f, f.len, y)));
    const mullions = steps(4, f.len - 1, 4).map((a) => seg(onFace(f, a, 0), onFace(f, a, f.ht)));
    faceRect(ctx, f, 0, 0, f.len, f.ht, 'url(#sheen)');
    lines(ctx, floors, 'rgba(255,255,255,.18)', 0.25);
    lines(ctx, mullions, 'rgba(0,0,0,.18)', 0.25);
    const litFloors = steps(4, f.ht - 4, 4).filter(() => night(ctx) && ctx.r() < 0.45);
    for (const y of litFloors) faceRect(ctx, f, 0.5, y, f.len - 0.5, y + 2.6, 'rgba(255,214,140,.5)');
  }
  if (spire)
    lines(ctx, [post((b[0] + b[1]) / 2, (b[2] + b[3]) / 2, (b[5] - b[4]) * 0.12, b[5])], '#9aa1a7', 0.8);
}

export function tower(ctx: Ctx): void {
  const { r, cam, h } = ctx;
  const hw = range(r, 17, 23);
  const height = ((cam.hy - range(r, 0.1, 0.22) * h) * toView(cam, [0, 0, hw])[2]) / cam.f;
  skyline(ctx, 18, [600, 1200], [30, 160]);
  for (const z of steps(0, 6, 1)
    .map(() => range(r, -120, 350))
    .sort((a, b) => b - a)) {
    const [x, w] = [sign(r) * range(r, 55, 260), range(r, 22, 36)];
    glassTower(ctx, [x, x + w, z, z + 30, 0, height * range(r, 0.3, 0.65)], false);
  }
  const tiers = int(r, 1, 3);
  for (let t = 0, y = 0; t < tiers; t++) {
    const inset = t * hw * 0.16;
    const y1 = t === tiers - 1 ? height : y + height * (t === 0 ? 0.55 : 0.3);
    glassTower(ctx, [-hw + inset, hw - inset, inset, 2 * hw - inset, y, y1], t === tiers - 1 && r() < 0.6);
    y = y1;
  }
  for (const z of steps(0, 10, 1)
    .map(() => cam.z + range(r, 110, 240))
    .sort((a, b) => b - a)) {
    filler(ctx, range(r, -200, 200), range(r, 20, 40), z, range(r, 12, 30), 3.5);
  }
  road(ctx, cam.z + 14, cam.z + 32);
  pavement(ctx, cam.z + 32, cam.z + 38);
  for (let x = -60; x < 60; x += range(r, 9, 14)) palm(ctx, x, cam.z + 35, range(r, 6, 9));
  for (let i = int(r, 1, 3); i > 0; i--) car(ctx, range(r, -20, 20), cam.z + pick(r, [20, 26]));
}
