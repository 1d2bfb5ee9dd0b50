import { mix, shade } from './colour.js';
import { UP, lit, night, type Ctx } from './context.js';
import { SAND } from './palettes.js';
import { num } from './primitives.js';
import { int, range } from './random.js';

/** The SVG gradients and the backdrop: sky, sun glow, wisps of cloud and the bare ground up to the horizon. */

/** Gradient stops from comma-separated "offset colour [opacity]" triples. */
function stops(spec: string): string {
  const parts = spec.split(',').map((stop) => stop.trim().split(' '));
  const stop = ([at, colour, alpha = '1']: string[]): string =>
    `<stop offset="${at ?? 0}" stop-color="${colour ?? '#000'}" stop-opacity="${alpha}"/>`;
  return parts.map(stop).join('');
}

export function defs(ctx: Ctx): string {
  const { h, sky, sun, cam } = ctx;
  const ground = lit(ctx, SAND, UP);
  const vertical = (y1: number, y2: number): string =>
    `x1="0" y1="${num(y1)}" x2="0" y2="${num(y2)}" gradientUnits="userSpaceOnUse"`;
  const linear = (id: string, attrs: string, spec: string): string =>
    `<linearGradient id="${id}" ${attrs}>${stops(spec)}</linearGradient>`;
  const radial = (id: string, spec: string): string =>
    `<radialGradient id="${id}">${stops(spec)}</radialGradient>`;
  const lightSide = sun[0] < 0 ? '0 #fff .25, .35 #fff .12, 1 #000 .35' : '0 #fff 0, .35 #fff .12, 1 #000 .1';
  return [
    linear('sky', vertical(0, cam.hy), `0 ${sky.top}, .6 ${sky.mid}, 1 ${sky.low}`),
    linear(
      'ground',
      vertical(cam.hy, h),
      `0 ${mix(SAND, sky.haze, 0.6)}, .25 ${ground}, 1 ${shade(ground, 0.8)}`,
    ),
    linear('foot', vertical(h * 0.75, h), '0 #000 0, 1 #000 .22'),
    linear('sheen', 'x1="0" y1="0" x2=".3" y2="1"', '0 #fff .28, .5 #fff .04, 1 #fff .16'),
    linear('cyl', '', lightSide),
    radial('glow', `0 ${sky.sun} .95, .2 ${sky.sun} .4, 1 ${sky.sun} 0`),
    radial('lamp', '0 #fff2c8 .9, 1 #ffd27a 0'),
  ].join('');
}

/** Sky, sun glow, wisps of cloud and the bare ground up to the horizon. */
export function backdrop(ctx: Ctx): void {
  const { w, h, sky, cam, sun, r } = ctx;
  ctx.out.push(`<rect width="${w}" height="${num(cam.hy + 1)}" fill="url(#sky)"/>`);
  const [vx, vz] = [sun[0] * cam.cos - sun[2] * cam.sin, sun[0] * cam.sin + sun[2] * cam.cos];
  const at = `cx="${num(cam.cx + (cam.f * vx) / vz)}" cy="${num(cam.hy - (cam.f * Math.max(-0.02, sun[1])) / vz)}"`;
  if (vz > 0.15) ctx.out.push(`<circle ${at} r="${num(h * 0.5)}" fill="url(#glow)"/>`);
  if (vz > 0.15 && !night(ctx)) ctx.out.push(`<circle ${at} r="${num(h * 0.024)}" fill="#fffbea"/>`);
  const cloud = night(ctx) ? '#e9a48c' : mix('#ffffff', sky.sun, 0.4);
  for (let i = r() < 0.55 ? int(r, 2, 6) : 0; i > 0; i--) {
    const [cx, cy] = [range(r, 0, w), range(r, 0.08, 0.6) * cam.hy];
    const shape = `cx="${num(cx)}" cy="${num(cy)}" rx="${num(range(r, 0.06, 0.2) * w)}" ry="${num(range(r, 4, 12) * h * 1e-3)}"`;
    ctx.out.push(`<ellipse ${shape} fill="${cloud}" opacity="${num(range(r, 0.25, 0.55))}"/>`);
  }
  ctx.out.push(`<rect y="${num(cam.hy)}" width="${w}" height="${num(h - cam.hy)}" fill="url(#ground)"/>`);
}
