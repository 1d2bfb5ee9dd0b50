import sharp from 'sharp';

import type { SceneKind } from './scene-kind.js';

export interface ScenePhotoOptions {
  width: number;
  height: number;
}

/*
 * Each scene is a small 3-D world in metres (y up, the street along x, the camera looking roughly along +z),
 * seen through a pinhole camera with a shifted lens (verticals stay vertical) and painted back to front.
 */

// ── PRNG ─────────────────────────────────────────────────────────────────────────────────────────────
type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFor(kind: SceneKind, variant: number): number {
  let hash = 2166136261;
  for (const ch of kind) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return (hash ^ Math.imul(variant + 1, 0x9e3779b1)) >>> 0;
}

const range = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r();
const int = (r: Rng, lo: number, hi: number): number => Math.floor(range(r, lo, hi + 1));
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
const sign = (r: Rng): number => (r() < 0.5 ? -1 : 1);

// ── Colours and palettes ─────────────────────────────────────────────────────────────────────────────
const toRgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const byte = (v: number): string => (256 | Math.min(255, Math.max(0, Math.round(v)))).toString(16).slice(1);
const toHex = (rgb: number[]): string => `#${rgb.map(byte).join('')}`;
const shade = (colour: string, k: number): string => toHex(toRgb(colour).map((v) => v * k));
function mix(a: string, b: string, t: number): string {
  const to = toRgb(b);
  return toHex(toRgb(a).map((v, i) => v + ((to[i] ?? v) - v) * t));
}

type Sky = Record<'top' | 'mid' | 'low' | 'sun' | 'haze', string> & Record<'ambient' | 'elevation', number>;
function sky(colours: string, ambient: number, elevation: number): Sky {
  const [top = '', mid = '', low = '', sun = '', haze = ''] = colours.split(' ');
  return { top, mid, low, sun, haze, ambient, elevation };
}
// Zenith, middle and horizon colours, sunlight, haze; ambient light; sun elevation in degrees.
const SKIES = [
  sky('#2a69b0 #6ca2d4 #d9e6ee #fffaf0 #dfe6ea', 0.62, 52), // clear day
  sky('#3b74b5 #8fb6d8 #efdfc4 #ffeccb #eadfcd', 0.58, 30), // late afternoon
  sky('#4a679b #cf9c84 #f6c98c #ffc06a #efc498', 0.52, 11), // golden sunset
  sky('#16234a #55528a #e3906c #ff9c66 #a3848f', 0.58, -4), // dusk
];
const SKY_CYCLE = [0, 1, 2, 0, 3, 1, 0, 2];

type Facade = { wall: string; trim: string; accent: string };
const FACADES: readonly Facade[] = [
  '#e4d3b3 #f1e7d3 #b0623c', // sand, terracotta
  '#efe5d3 #d3c09d #6b5440', // beige, wood
  '#f3f1ec #d8d4cc #474c53', // white, charcoal
  '#d5d7d8 #eeeeec #b56844', // light grey, terracotta
  '#e9cfa9 #f5ead6 #8a5a3a', // warm sand, walnut
  '#ddd2c2 #bfae94 #3f5e6e', // stone, teal
].map((palette) => {
  const [wall = '', trim = '', accent = ''] = palette.split(' ');
  return { wall, trim, accent };
});
const CAR_COLOURS = ['#f4f4f2', '#f4f4f2', '#c9ccd0', '#25282c', '#8d9196', '#d8cbb0', '#7b1f24', '#1f3550'];
const BRANDS = ['#c8102e', '#0f4c81', '#1a7f5a', '#d4a017', '#222629'];
const CONTAINERS = ['#b5483a', '#2f6d8a', '#c9932e', '#5c7a48', '#8a8f94', '#d8d4cc'];
const [SAND, ASPHALT, PAVING, CONCRETE, STEEL] = ['#dcc39a', '#5a5c5f', '#cdbfa9', '#b4aea3', '#b5babf'];

// ── Camera, projection and primitives ────────────────────────────────────────────────────────────────
type V3 = readonly [number, number, number];
type P2 = readonly [number, number];
type Box = readonly [x0: number, x1: number, z0: number, z1: number, y0: number, y1: number];
type Face = { o: V3; u: V3; n: V3; len: number; ht: number };
type Cam = { x: number; y: number; z: number; cos: number; sin: number; f: number; cx: number; hy: number };
type Ctx = { w: number; h: number; r: Rng; sky: Sky; sun: V3; fc: Facade; cam: Cam; out: string[] };
type Shot = readonly [distance: number, height: number, horizon: number, aimZ: number, zoom: number];
const UP: V3 = [0, 1, 0];
const FRONT: V3 = [0, 0, -1];
const FOLIAGE: V3 = [0, 0.6, -0.8];

const night = (ctx: Ctx): boolean => ctx.sky.elevation < 0;

function camera(w: number, h: number, [dist, height, horizon, aimZ, zoom]: Shot, angle: number): Cam {
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const [f, cx, hy] = [h * 1.15 * zoom, w / 2, h * horizon];
  return { x: -sin * dist, y: height, z: aimZ - cos * dist, cos, sin, f, cx, hy };
}

function toView(c: Cam, [x, y, z]: V3): V3 {
  const [dx, dz] = [x - c.x, z - c.z];
  return [dx * c.cos - dz * c.sin, y - c.y, dx * c.sin + dz * c.cos];
}
const project = (c: Cam, v: V3): P2 => [c.cx + (c.f * v[0]) / v[2], c.hy - (c.f * v[1]) / v[2]];

/** Clips a view-space polygon to the near plane (one-plane Sutherland–Hodgman). */
function clipNear(vs: V3[], near = 0.5): V3[] {
  return vs.flatMap((a, i) => {
    const b = vs[(i + 1) % vs.length] ?? a;
    const kept = a[2] >= near ? [a] : [];
    if (a[2] >= near === b[2] >= near) return kept;
    const t = (near - a[2]) / (b[2] - a[2]);
    return [...kept, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near] as const];
  });
}

const num = (v: number): number => Math.round(v * 10) / 10;
const pts = (ps: readonly P2[]): string => ps.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

function poly(ctx: Ctx, world: readonly V3[], fill: string): void {
  const vs = clipNear(world.map((p) => toView(ctx.cam, p)));
  const points = pts(vs.map((v) => project(ctx.cam, v)));
  if (vs.length > 2) ctx.out.push(`<polygon points="${points}" fill="${fill}"/>`);
}

/** A horizontal rectangle at height y (ground markings, roofs, plots). */
function flat(ctx: Ctx, x0: number, z0: number, x1: number, z1: number, fill: string, y = 0.01): void {
  const corners = [x0, x1, x1, x0].map((x, i): V3 => [x, y, i < 2 ? z0 : z1]);
  poly(ctx, corners, fill);
}

type Segment = readonly [V3, V3];
/** Strokes many segments as one path; `width` in metres, scaled at the first segment's distance. */
function lines(ctx: Ctx, segments: readonly Segment[], stroke: string, width: number): void {
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
const line = (ctx: Ctx, a: V3, b: V3, stroke: string, width: number): void =>
  lines(ctx, [[a, b]], stroke, width);
const steps = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.max(0, Math.ceil((to - from) / step)) }, (_, i) => from + i * step);
const seg = (a: V3, b: V3): Segment => [a, b];
/** A vertical segment (post, pole, pipe) standing at (x, z) from y0. */
const post = (x: number, z: number, height: number, y0 = 0): Segment => {
  const foot: V3 = [x, y0, z];
  return [foot, [x, y0 + height, z]];
};

/** Draws an SVG fragment in local metres (y down) standing at a ground point, unless too close or behind. */
function billboard(ctx: Ctx, x: number, z: number, body: string, flip = false): void {
  const v = toView(ctx.cam, [x, 0, z]);
  if (v[2] < 12) return;
  const [px, py] = project(ctx.cam, v);
  const s = Math.round((ctx.cam.f / v[2]) * 100) / 100;
  ctx.out.push(`<g transform="translate(${num(px)} ${num(py)}) scale(${flip ? -s : s} ${s})">${body}</g>`);
}

/** A surface colour under the scene's light: sun-warmed when facing the sun, sky-cooled in shade. */
function lit(ctx: Ctx, colour: string, n: V3): string {
  const { sky, sun } = ctx;
  const d = night(ctx) ? 0 : Math.max(0, n[0] * sun[0] + n[1] * sun[1] + n[2] * sun[2]);
  const toned = d > 0 ? mix(colour, sky.sun, 0.22 * d) : mix(colour, sky.top, 0.1);
  return shade(toned, sky.ambient + (1.04 - sky.ambient) * Math.sqrt(d));
}

const onFace = (f: Face, a: number, b: number): V3 => [f.o[0] + f.u[0] * a, f.o[1] + b, f.o[2] + f.u[2] * a];
const subFace = (f: Face, a: number): Face => ({ ...f, o: onFace(f, a, 0), len: f.len - a });
/** A polygon on a face from flat (along, up) coordinate pairs. */
function facePoly(ctx: Ctx, f: Face, coords: readonly number[], fill: string): void {
  const corners = steps(0, coords.length, 2).map((i) => onFace(f, coords[i] ?? 0, coords[i + 1] ?? 0));
  poly(ctx, corners, fill);
}
function faceRect(ctx: Ctx, f: Face, a0: number, b0: number, a1: number, b1: number, fill: string): void {
  facePoly(ctx, f, [a0, b0, a1, b0, a1, b1, a0, b1], fill);
}

/** Paints the visible sides of a box and returns its visible walls (front first) for detailing. */
function box(ctx: Ctx, [x0, x1, z0, z1, y0, y1]: Box, colour: string, roof = colour): Face[] {
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
function shadows(ctx: Ctx, boxes: readonly Box[]): void {
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

// ── Surfaces and props ───────────────────────────────────────────────────────────────────────────────
/** Window glass: reflects the sky by day, lit or dark at dusk. */
function glass(ctx: Ctx): string {
  const { sky, r } = ctx;
  if (!night(ctx)) return mix(mix(sky.mid, '#1e2b38', 0.42 + r() * 0.18), sky.low, r() * 0.22);
  return r() < 0.5 ? pick(r, ['#ffd690', '#ffe3a6', '#f6bf72']) : mix('#262e47', sky.mid, r() * 0.3);
}

type Grid = { cols: number; rows: number; y0: number; floor: number; w: number; h: number; frame?: string };
/** Windows centred in `cols` bays along a face, one row per floor; returns the bay centres. */
function windows(ctx: Ctx, f: Face, { cols, rows, y0, floor, w, h, frame }: Grid, margin = 1.2): number[] {
  const bay = (f.len - 2 * margin) / cols;
  const centres = Array.from({ length: cols }, (_, i) => margin + bay * (i + 0.5));
  const trim = frame && lit(ctx, frame, f.n);
  for (let row = 0; row < rows; row++) {
    for (const a of centres) {
      const [a0, a1, b] = [a - w / 2, a + w / 2, y0 + row * floor + 0.9];
      if (trim) faceRect(ctx, f, a0 - 0.18, b - 0.18, a1 + 0.18, b + h + 0.18, trim);
      faceRect(ctx, f, a0, b, a1, b + h, glass(ctx));
      if (trim && w > 1.1) faceRect(ctx, f, a - 0.05, b, a + 0.05, b + h, trim);
    }
  }
  return centres;
}

/** Vertical cladding ribs across a face. */
function ribs(ctx: Ctx, f: Face, step = 0.9): void {
  const ribs = steps(step, f.len, step).map((a) => seg(onFace(f, a, 0), onFace(f, a, f.ht)));
  lines(ctx, ribs, 'rgba(0,0,0,.1)', 0.08);
}

/** A road along x between z0 and z1 with edge lines and a dashed centre line. */
function road(ctx: Ctx, z0: number, z1: number, x0 = -120, x1 = 120): void {
  const [paint, mid] = [night(ctx) ? '#c9c3b4' : '#ece6d6', (z0 + z1) / 2];
  flat(ctx, x0, z0, x1, z1, lit(ctx, ASPHALT, UP));
  for (const z of [z0 + 0.4, z1 - 0.55]) flat(ctx, x0, z, x1, z + 0.15, paint, 0.02);
  for (const x of steps(x0 + 2, x1, 9)) flat(ctx, x, mid - 0.08, x + 4, mid + 0.08, paint, 0.02);
}

/** A pavement from z0 to z1 behind a kerb painted in alternating stripes, as on Gulf streets. */
function pavement(ctx: Ctx, z0: number, z1: number, x0 = -90, x1 = 90): void {
  flat(ctx, x0, z0, x1, z1, lit(ctx, PAVING, UP), 0.18);
  const [kerb] = box(ctx, [x0, x1, z0 - 0.25, z0, 0, 0.18], '#e9e6df');
  const stripe = lit(ctx, ctx.r() < 0.5 ? '#2c2c2c' : '#c9a227', FRONT);
  for (let a = 0; kerb && a < kerb.len; a += 2) faceRect(ctx, kerb, a, 0, a + 1, 0.18, stripe);
}

/** A date palm: curved ringed trunk and a crown of arching, drooping fronds. */
function palm(ctx: Ctx, x: number, z: number, height: number): void {
  const { r } = ctx;
  const lean = range(r, -0.5, 0.5);
  const top = `${num(lean)} ${num(-height)}`;
  const trunk = `M0 0Q${num(lean * 0.2)} ${num(-height / 2)} ${top}`;
  const greens = ['#4f6630', '#5d7436', '#6c8040', '#43562a'].map((g) => lit(ctx, g, FOLIAGE));
  const fronds = steps(0, 15, 1).map((i) => {
    const theta = Math.PI * (-0.22 + (1.44 * (i + range(r, -0.35, 0.35))) / 14);
    const len = range(r, 2.6, 3.4) * (Math.sin(theta) > 0.85 ? 0.75 : 1);
    const [dx, dy] = [Math.cos(theta) * len, -Math.sin(theta) * len];
    const tip: P2 = [dx, dy * 0.7 + len * 0.45 - 0.27 * Math.max(0, -dy)];
    const k = 0.34 / (Math.hypot(...tip) || 1);
    const [mx, my, nx, ny] = [dx * 0.55, dy * 0.55 - len * 0.15, -tip[1] * k, tip[0] * k];
    const curve = `Q${pts([[mx + nx, my + ny]])} ${pts([tip])}Q${pts([[mx - nx, my - ny]])} 0,0Z`;
    return `<path d="M0,0${curve}" fill="${pick(r, greens)}"/>`;
  });
  const bark = `stroke="${lit(ctx, '#8c6d4d', FRONT)}" stroke-width=".42"`;
  const rings = 'stroke="#4a3626" stroke-width=".44" stroke-dasharray=".1 .32" opacity=".45"';
  const crown = `<g transform="translate(${top})">${fronds.join('')}</g>`;
  const stem = `<g fill="none"><path d="${trunk}" ${bark}/><path d="${trunk}" ${rings}/></g>`;
  billboard(ctx, x, z, stem + crown, r() < 0.5);
}

/** A saloon/SUV in side view with a soft contact shadow. */
function car(ctx: Ctx, x: number, z: number, colour = pick(ctx.r, CAR_COLOURS)): void {
  const body = lit(ctx, colour, [0, 0.3, -1]);
  const tint = night(ctx) ? '#1b2030' : mix('#1e2731', ctx.sky.mid, 0.25);
  const wheels = [-1.45, 1.5].map((cx) => `<circle cx="${cx}" cy="-.38" r=".4"/>`).join('');
  const hubs = [-1.45, 1.5].map((cx) => `<circle cx="${cx}" cy="-.38" r=".2" fill="#9da2a8"/>`).join('');
  const shell = 'M-2.3 -.35L-2.4 -.95Q-2.35 -1.12 -1.95 -1.14L-1.5 -1.18L-1 -1.78L1 -1.8L1.62 -1.22L2.2 -1.1';
  const svg = [
    `<ellipse cy="-.05" rx="2.6" ry=".22" opacity=".35"/><path d="${shell}Q2.45 -1 2.42 -.5L2.3 -.33Z" fill="${body}"/>`,
    `<path d="M-.92 -1.7L-1.3 -1.22L1.45 -1.22L.92 -1.72Z" fill="${tint}"/>`,
    `<path d="M.2 -1.72V-1.22M-2.3 -.72H2.4" stroke="${shade(body, 0.78)}" stroke-width=".07"/>`,
    `<g fill="#18191b">${wheels}</g>${hubs}`,
  ];
  billboard(ctx, x, z, svg.join(''), ctx.r() < 0.5);
}

/** A warm lamp halo around a world point. */
function glow(ctx: Ctx, p: V3, radius: number): void {
  const v = toView(ctx.cam, p);
  const [x, y] = project(ctx.cam, v);
  const r = num((radius * ctx.cam.f) / v[2]);
  if (v[2] > 1) ctx.out.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${r}" fill="url(#lamp)"/>`);
}

function streetlight(ctx: Ctx, x: number, z: number, height = 9): void {
  const pole = `stroke="${lit(ctx, '#7d8186', FRONT)}" stroke-width=".16" fill="none"`;
  const halo = night(ctx) ? `<circle cx="1.7" cy="${-height}" r="3" fill="url(#lamp)"/>` : '';
  const arm = `M0 0V${-height}Q0 ${-height - 0.4} 1.8 ${-height - 0.2}`;
  const lamp = `x="1.2" y="${-height - 0.25}" width="1.1" height=".22" fill="${night(ctx) ? '#fff1c2' : '#d9dcdf'}"`;
  billboard(ctx, x, z, `${halo}<path d="${arm}" ${pole}/><rect ${lamp}/>`, ctx.r() < 0.5);
}

function shrub(ctx: Ctx, x: number, z: number): void {
  const green = lit(ctx, pick(ctx.r, ['#7d8451', '#6d7443', '#8e8a5a']), FOLIAGE);
  billboard(ctx, x, z, `<ellipse cy="-.25" rx="${num(range(ctx.r, 0.4, 0.9))}" ry=".35" fill="${green}"/>`);
}

/** An upright cylinder (silo, chimney or a band of one) from y0 to y1, optionally with a cone on top. */
function cylinder(ctx: Ctx, [x, z, radius]: V3, [y0, y1]: P2, colour: string, cone = 0): void {
  const base = toView(ctx.cam, [x, y0, z]);
  if (base[2] < 2) return;
  const [px, py] = project(ctx.cam, base);
  const s = ctx.cam.f / base[2];
  const [rx, top] = [num(radius * s), num(py - (y1 - y0) * s)];
  const ry = (y: number): number =>
    num(rx * Math.min(0.35, Math.max(0.06, Math.abs(ctx.cam.y - y) / base[2])));
  const [fill, rim] = [lit(ctx, colour, FRONT), lit(ctx, colour, [0, 1, -0.3])];
  const side = `x="${num(px - rx)}" y="${top}" width="${num(2 * rx)}" height="${num(py - top)}"`;
  const cap = cone
    ? `<path d="M${num(px - rx)} ${top}L${num(px)} ${num(top - cone * s)}L${num(px + rx)} ${top}Z"`
    : `<ellipse cx="${num(px)}" cy="${top}" rx="${rx}" ry="${ry(y1)}"`;
  const foot = `<ellipse cx="${num(px)}" cy="${num(py)}" rx="${rx}" ry="${ry(y0)}" fill="${fill}"/>`;
  ctx.out.push(`<rect ${side} fill="${fill}"/>${foot}<rect ${side} fill="url(#cyl)"/>${cap} fill="${rim}"/>`);
}

/** A plain neighbouring building, `width` metres from x (negative: leftwards); far ones get window bands. */
function filler(ctx: Ctx, x: number, width: number, z0: number, height: number, floor = 3.4): void {
  const x0 = Math.min(x, x + width);
  const b: Box = [x0, x0 + Math.abs(width), z0, z0 + Math.min(20, Math.abs(width)), 0, height];
  const distance = toView(ctx.cam, [x0, 0, z0])[2];
  const haze = Math.min(0.85, Math.max(0, (distance - 60) / 700));
  const rows = Math.floor((height - 1) / floor);
  const band = mix(night(ctx) ? '#e9c27f' : '#6b7680', ctx.sky.haze, haze);
  for (const f of box(ctx, b, mix(pick(ctx.r, FACADES).wall, ctx.sky.haze, haze))) {
    const grid: Grid = { cols: Math.round(f.len / 4) || 1, rows, y0: 0, floor, w: 1.4, h: 1.5 };
    if (distance < 100) windows(ctx, f, grid, 1);
    else for (const y of steps(1, rows * floor, floor)) faceRect(ctx, f, 1, y, f.len - 1, y + 1, band);
  }
}

/** Hazy distant blocks along the horizon. */
function skyline(ctx: Ctx, count: number, [zMin, zMax]: P2, [hMin, hMax]: P2): void {
  const { r } = ctx;
  const zs = steps(0, count, 1).map(() => range(r, zMin, zMax));
  for (const z of zs.sort((a, b) => b - a)) {
    const [x, w] = [range(r, -420, 420), range(r, 16, 40)];
    const colour = mix(pick(r, ['#c8c1b4', '#a9b3ba', '#d8cdb9']), ctx.sky.haze, 0.55);
    box(ctx, [x, x + w, z, z + w, 0, range(r, hMin, hMax)], colour);
  }
}

/** A hazy mountain ridge on the horizon. */
function ridge(ctx: Ctx): void {
  const { w, h, cam, r } = ctx;
  const peaks = steps(0, 13, 1).map((i) => `L${num((w * i) / 12)} ${num(cam.hy - range(r, 0.01, 0.06) * h)}`);
  const fill = mix('#a67c5b', ctx.sky.haze, 0.55);
  ctx.out.push(`<path d="M0 ${num(cam.hy)}${peaks.join('')}L${w} ${num(cam.hy)}Z" fill="${fill}"/>`);
}

function fence(ctx: Ctx, x0: number, x1: number, z: number): void {
  const posts = steps(x0, x1, 3).map((x) => post(x, z, 2.2));
  lines(ctx, posts, '#7d8084', 0.06);
  line(ctx, [x0, 2, z], [x1, 2, z], '#7d8084', 0.04);
}

/** A roughly elliptical patch of ground. */
function patch(ctx: Ctx, [x, z]: P2, radius: number, fill: string): void {
  const ring = steps(0, 2 * Math.PI, Math.PI / 5);
  const outline = ring.map((a): V3 => [x + Math.cos(a) * radius, 0.01, z + Math.sin(a) * radius * 0.6]);
  poly(ctx, outline, fill);
}

// ── One scene per kind ───────────────────────────────────────────────────────────────────────────────
function villa(ctx: Ctx): void {
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

function apartment(ctx: Ctx): void {
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

function tower(ctx: Ctx): void {
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

function warehouse(ctx: Ctx): void {
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

function factory(ctx: Ctx): void {
  const { r, fc } = ctx;
  const [hw, z0, z1, hgt, side] = [range(r, 18, 28), 22, 58, range(r, 9, 12), sign(r)];
  skyline(ctx, 10, [450, 900], [8, 30]);
  flat(ctx, -hw - 30, -4, hw + 40, z0, lit(ctx, CONCRETE, UP));
  chimney(ctx, [-side * range(r, 4, hw - 4), z1 + 6, 1.6], range(r, 32, 46));
  const hall: Box = [-hw, hw, z0, z1, 0, hgt];
  shadows(ctx, [hall]);
  const [sawtooth, cladding] = [r() < 0.55, pick(r, ['#dcdcd8', '#c7ccd0', fc.wall])];
  for (const f of box(ctx, hall, cladding)) {
    const [skin, front] = [lit(ctx, cladding, f.n), f.n[2] !== 0];
    ribs(ctx, f);
    faceRect(ctx, f, 0, hgt - 1.4, f.len, hgt - 0.6, lit(ctx, fc.accent, f.n));
    windows(ctx, f, { cols: Math.round(f.len / 5), rows: 1, y0: hgt - 5.1, floor: 1, w: 3.2, h: 1.2 }, 1);
    if (front) faceRect(ctx, f, f.len * 0.3, 0, f.len * 0.3 + 5, 5.5, lit(ctx, '#9ea3a8', f.n)); // vehicle door
    if (!front && !sawtooth) facePoly(ctx, f, [0, hgt, f.len / 2, hgt + 3, f.len, hgt], skin);
    const tooth = f.len / Math.round(f.len / 7);
    for (const a of front && sawtooth ? steps(0, f.len - 1, tooth) : []) {
      facePoly(ctx, f, [a, hgt, a + tooth, hgt, a + tooth, hgt + 3], skin);
    }
  }
  const silos = steps(0, int(r, 2, 4), 1).map((i): V3 => [side * (hw + 6 + i * 7.5), z0 + 8 - i * 1.5, 3.2]);
  const pipe = lit(ctx, pick(r, ['#9aa0a6', fc.accent, '#c8a24a']), FRONT);
  const far = silos.at(-1)?.[0] ?? 0;
  const rack = [7, 7.9].map((y) => seg([side * hw, y, z0 + 4], [far, y, z0 + 4]));
  lines(ctx, rack, pipe, 0.45);
  lines(
    ctx,
    silos.map(([x]) => post(x, z0 + 4, 7.9)),
    pipe,
    0.35,
  );
  for (const silo of silos)
    cylinder(ctx, silo, [0, range(r, 15, 20)], pick(r, ['#d3d6d9', '#e6e3dc', '#bfc5ca']), 2.5);
  fence(ctx, -hw - 28, hw + 38, -4);
  for (let i = int(r, 1, 3); i > 0; i--) car(ctx, range(r, -hw, hw), range(r, 2, 12));
  streetlight(ctx, -hw + 2, -2, 10);
}

/** A red-and-white banded chimney with a drifting plume. */
function chimney(ctx: Ctx, at: V3, height: number): void {
  cylinder(ctx, at, [0, height], '#d9d6d0');
  for (const y of [height - 5, height - 1.6]) cylinder(ctx, at, [y - 1.6, y], '#c0392b');
  const v = toView(ctx.cam, [at[0], height, at[1]]);
  const [px, py] = project(ctx.cam, v);
  const s = ctx.cam.f / v[2];
  const tone = night(ctx) ? '#8f8aa0' : mix('#ffffff', ctx.sky.haze, 0.3);
  for (const k of steps(1, 7, 1)) {
    const shape = `cx="${num(px + k * k * 0.5 * s)}" cy="${num(py - k * 2.2 * s)}" rx="${num((2 + k * 1.3) * s)}"`;
    const puff = `ry="${num((1.5 + k * 0.8) * s)}" fill="${tone}" opacity="${num(0.55 - k * 0.07)}"`;
    ctx.out.push(`<ellipse ${shape} ${puff}/>`);
  }
}

function land(ctx: Ctx): void {
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

function showroom(ctx: Ctx): void {
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

// ── Composition ──────────────────────────────────────────────────────────────────────────────────────
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

/** Direction towards the sun: mostly behind the camera and to one side, sometimes low and in frame. */
function sunVector(r: Rng, sky: Sky): V3 {
  const el = ((Math.max(sky.elevation, 3) + range(r, -4, 4)) * Math.PI) / 180;
  const inFrame = sky.elevation < 20 && r() < 0.6;
  const az = (sign(r) * (inFrame ? range(r, 35, 65) : range(r, 110, 155)) * Math.PI) / 180;
  return [Math.cos(el) * Math.sin(az), Math.sin(el), Math.cos(el) * Math.cos(az)];
}

/** Gradient stops from comma-separated "offset colour [opacity]" triples. */
function stops(spec: string): string {
  const parts = spec.split(',').map((stop) => stop.trim().split(' '));
  const stop = ([at, colour, alpha = '1']: string[]): string =>
    `<stop offset="${at ?? 0}" stop-color="${colour ?? '#000'}" stop-opacity="${alpha}"/>`;
  return parts.map(stop).join('');
}

function defs(ctx: Ctx): string {
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
function backdrop(ctx: Ctx): void {
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
