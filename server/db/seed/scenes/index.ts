import sharp from 'sharp';

import type { SceneKind } from '../scene-kind.js';
import { apartment } from './apartment.js';
import { backdrop, defs } from './backdrop.js';
import { camera, type P2 } from './camera.js';
import { sunVector, type Ctx } from './context.js';
import { factory } from './factory.js';
import { land } from './land.js';
import { FACADES, SKIES, SKY_CYCLE } from './palettes.js';
import { num } from './primitives.js';
import { cycle, mulberry32, range, seedFor } from './random.js';
import { showroom } from './showroom.js';
import { tower } from './tower.js';
import { villa } from './villa.js';
import { warehouse } from './warehouse.js';

export interface ScenePhotoOptions {
  width: number;
  height: number;
}

/** Camera ranges (distance, height, horizon as a fraction of the frame), aim and zoom; max side angle. */
type Scene = { draw: (ctx: Ctx) => void; spread: number; shot: readonly [P2, P2, P2, number, number] };
const SCENES: Record<SceneKind, Scene> = {
  villa: { draw: villa, spread: 24, shot: [[28, 36], [4, 6.5], [0.56, 0.61], 8, 1.2] },
  apartment: { draw: apartment, spread: 24, shot: [[44, 54], [2, 5], [0.62, 0.68], 10, 1] },
  tower: { draw: tower, spread: 12, shot: [[380, 460], [1.7, 1.7], [0.84, 0.9], 0, 1.4] },
  warehouse: { draw: warehouse, spread: 22, shot: [[70, 85], [14, 20], [0.3, 0.36], 30, 1.35] },
  factory: { draw: factory, spread: 20, shot: [[60, 75], [5, 10], [0.52, 0.58], 30, 1.3] },
  land: { draw: land, spread: 20, shot: [[32, 40], [6, 10], [0.38, 0.44], 28, 1.1] },
  showroom: { draw: showroom, spread: 24, shot: [[38, 46], [2, 4.5], [0.58, 0.63], 14, 1.15] },
};

/** Deterministic: the same kind, variant and size always give the same picture. */
export function sceneSvg(kind: SceneKind, variant: number, options: ScenePhotoOptions): string {
  const { width: w, height: h } = options;
  const v = Math.max(0, Math.floor(variant));
  const r = mulberry32(seedFor(kind, v));
  const { draw, spread, shot } = SCENES[kind];
  const sky = cycle(SKIES, cycle(SKY_CYCLE, v));
  const angle = cycle([0, 1, -1], v) * range(r, 0.6, 1) * spread + range(r, -3, 3);
  const [[d0, d1], [y0, y1], [hz0, hz1], aim, zoom] = shot;
  const cam = camera(w, h, [range(r, d0, d1), range(r, y0, y1), range(r, hz0, hz1), aim, zoom], angle);
  const ctx: Ctx = { w, h, r, sky, sun: sunVector(r, sky), fc: cycle(FACADES, v), cam, out: [] };
  backdrop(ctx);
  draw(ctx);
  const foot = `<rect y="${num(h * 0.75)}" width="${w}" height="${num(h / 4)}" fill="url(#foot)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  return `${svg}<defs>${defs(ctx)}</defs>${ctx.out.join('')}${foot}</svg>`;
}

/** The scene as a WebP photo (quality 80; effort 1 keeps a 1280×960 render near 50 ms). */
export async function renderScenePhoto(
  kind: SceneKind,
  variant: number,
  options: ScenePhotoOptions,
): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(kind, variant, options)))
    .webp({ quality: 80, effort: 1 })
    .toBuffer();
}
