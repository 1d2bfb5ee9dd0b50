import { clipNear, project, toView, type P2, type V3 } from './camera.js';
import { FRONT, UP, lit, night, type Ctx } from './context.js';

/** Drawing primitives in world metres: polygons, strokes, billboards, faces, boxes and their shadows. */

export type Box = readonly [x0: number, x1: number, z0: number, z1: number, y0: number, y1: number];
export type Face = { o: V3; u: V3; n: V3; len: number; ht: number };

export const num = (v: number): number => Math.round(v * 10) / 10;
export const pts = (ps: readonly P2[]): string => ps.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export function poly(ctx: Ctx, world: readonly V3[], fill: string): void {
  const vs = clipNear(world.map((p) => toView(ctx.cam, p)));
  const points = pts(vs.map((v) => project(ctx.cam, v)));
  if (vs.length > 2) ctx.out.push(`<polygon points="${points}" fill="${fill}"/>`);
}

/** A horizontal rectangle at height y (ground markings, roofs, plots). */
export function flat(ctx: Ctx, x0: number, z0: number, x1: number, z1: number, fill: string, y = 0.01): void {
  const corners = [x0, x1, x1, x0].map((x, i): V3 => [x, y, i < 2 ? z0 : z1]);
  poly(ctx, corners, fill);
}

export type Segment = readonly [V3, V3];
/** Strokes many segments as one path; `width` in metres, scaled at the first segment's distance. */
export function lines(ctx: Ctx, segments: readonly Segment[], stroke: string, width: number): void {
  let [d, depth] = ['', 0];
  for (const [a, b] of segments) {
    const vs = clipNear([toView(ctx.cam, a), toView(ctx.cam, b)]);
    const [p, q] = vs.map((v) => project(ctx.cam, v));
    if (!p || !q) continue;
    d += `M${pts([p])}L${pts([q])}`;
    depth ||= vs[0]?.[2] ?? 1;
  }
  const px = Math.max(0.6, num((width * ctx.cam.f) / Math.max(1, depth)));
  if (d) ctx.out.push(`<path d="${d}" stroke="${stroke}" stroke-width="${px}"/>`);
}
export const line = (ctx: Ctx, a: V3, b: V3, stroke: string, width: number): void =>
  lines(ctx, [[a, b]], stroke, width);
export const steps = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.max(0, Math.ceil((to - from) / step)) }, (_, i) => from + i * step);
export const seg = (a: V3, b: V3): Segment => [a, b];
/** A vertical segment (post, pole, pipe) standing at (x, z) from y0. */
export const post = (x: number, z: number, height: number, y0 = 0): Segment => {
  const foot: V3 = [x, y0, z];
  return [foot, [x, y0 + height, z]];
};

/** Draws an SVG fragment in local metres (y down) standing at a ground point, unless too close or behind. */
export function billboard(ctx: Ctx, x: number, z: number, body: string, flip = false): void {
  const v = toView(ctx.cam, [x, 0, z]);
  if (v[2] < 12) return;
  const [px, py] = project(ctx.cam, v);
  const s = Math.round((ctx.cam.f / v[2]) * 100) / 100;
  ctx.out.push(`<g transform="translate(${num(px)} ${num(py)}) scale(${flip ? -s : s} ${s})">${body}</g>`);
}

export const onFace = (f: Face, a: number, b: number): V3 => [
  f.o[0] + f.u[0] * a,
  f.o[1] + b,
  f.o[2] + f.u[2] * a,
];
export const subFace = (f: Face, a: number): Face => ({ ...f, o: onFace(f, a, 0), len: f.len - a });
/** A polygon on a face from flat (along, up) coordinate pairs. */
export function facePoly(ctx: Ctx, f: Face, coords: readonly number[], fill: string): void {
  const corners = steps(0, coords.length, 2).map((i) => onFace(f, coords[i] ?? 0, coords[i + 1] ?? 0));
  poly(ctx, corners, fill);
}
export function faceRect(
  ctx: Ctx,
  f: Face,
  a0: number,
  b0: number,
  a1: number,
  b1: number,
  fill: string,
): void {
  facePoly(ctx, f, [a0, b0, a1, b0, a1, b1, a0, b1], fill);
}

/** Paints the visible sides of a box and returns its visible walls (front first) for detailing. */
export function box(ctx: Ctx, [x0, x1, z0, z1, y0, y1]: Box, colour: string, roof = colour): Face[] {
  const { cam } = ctx;
  const ht = y1 - y0;
  const sides: Face[] = [
    { o: [x0, y0, z0], u: [1, 0, 0], n: FRONT, len: x1 - x0, ht },
    { o: [x1, y0, z0], u: [0, 0, 1], n: [1, 0, 0], len: z1 - z0, ht },
    { o: [x0, y0, z1], u: [0, 0, -1], n: [-1, 0, 0], len: z1 - z0, ht },
  ];
  const walls = sides.filter((f) => f.n[0] * (cam.x - f.o[0]) + f.n[2] * (cam.z - f.o[2]) > 0);
  if (cam.y > y1) flat(ctx, x0, z0, x1, z1, lit(ctx, roof, UP), y1);
  for (const f of walls) faceRect(ctx, f, 0, 0, f.len, ht, lit(ctx, colour, f.n));
  return walls;
}

/** Ground shadows of boxes, cast away from the sun, merged in one translucent layer. */
export function shadows(ctx: Ctx, boxes: readonly Box[]): void {
  const [lx, ly, lz] = ctx.sun;
  if (night(ctx)) return;
  ctx.out.push(`<g opacity="${ctx.sky.elevation > 20 ? 0.3 : 0.24}">`);
  for (const [x0, x1, z0, z1, y0, y1] of boxes) {
    const k = (y1 - y0) / ly;
    const base = [x0, x1, x1, x0].map((x, i): P2 => [x, i < 2 ? z0 : z1]);
    const hull = convexHull([...base, ...base.map(([x, z]): P2 => [x - lx * k, z - lz * k])]);
    const outline = hull.map(([x, z]): V3 => [x, y0 + 0.02, z]);
    poly(ctx, outline, '#2a1d14');
  }
  ctx.out.push('</g>');
}

function convexHull(points: P2[]): P2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P2, a: P2, b: P2): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const chain = (list: P2[]): P2[] => {
    const hull: P2[] = [];
    for (const p of list) {
      while (hull.length > 1 && cross(hull.at(-2) ?? p, hull.at(-1) ?? p, p) <= 0) hull.pop();
      hull.push(p);
    }
    return hull.slice(0, -1);
  };
  return [...chain(sorted), ...chain(sorted.reverse())];
}
