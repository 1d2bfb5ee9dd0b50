import type { Cam, V3 } from './camera.js';
import { mix, shade } from './colour.js';
import type { Facade, Sky } from './palettes.js';
import { range, sign, type Rng } from './random.js';

/** The drawing context every painter shares, and the scene's light: sun direction, normals and shading. */

export type Ctx = { w: number; h: number; r: Rng; sky: Sky; sun: V3; fc: Facade; cam: Cam; out: string[] };

export const UP: V3 = [0, 1, 0];
export const FRONT: V3 = [0, 0, -1];
export const FOLIAGE: V3 = [0, 0.6, -0.8];

export const night = (ctx: Ctx): boolean => ctx.sky.elevation < 0;

/** A surface colour under the scene's light: sun-warmed when facing the sun, sky-cooled in shade. */
export function lit(ctx: Ctx, colour: string, n: V3): string {
  const { sky, sun } = ctx;
  const d = night(ctx) ? 0 : Math.max(0, n[0] * sun[0] + n[1] * sun[1] + n[2] * sun[2]);
  const toned = d > 0 ? mix(colour, sky.sun, 0.22 * d) : mix(colour, sky.top, 0.1);
  return shade(toned, sky.ambient + (1.04 - sky.ambient) * Math.sqrt(d));
}

/** Direction towards the sun: mostly behind the camera and to one side, sometimes low and in frame. */
export function sunVector(r: Rng, sky: Sky): V3 {
  const el = ((Math.max(sky.elevation, 3) + range(r, -4, 4)) * Math.PI) / 180;
  const inFrame = sky.elevation < 20 && r() < 0.6;
  const az = (sign(r) * (inFrame ? range(r, 35, 65) : range(r, 110, 155)) * Math.PI) / 180;
  return [Math.cos(el) * Math.sin(az), Math.sin(el), Math.cos(el) * Math.cos(az)];
}
