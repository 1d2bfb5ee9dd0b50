import { project, toView, type P2, type V3 } from './camera.js';
import { mix, shade } from './colour.js';
import { FOLIAGE, FRONT, lit, night, type Ctx } from './context.js';
import { CAR_COLOURS } from './palettes.js';
import { billboard, num, pts, steps } from './primitives.js';
import { pick, range } from './random.js';

/** Props drawn as billboards or flat shapes: palms, cars, lamps, shrubs and cylinders (silos, chimneys). */

/** A date palm: curved ringed trunk and a crown of arching, drooping fronds. */
export function palm(ctx: Ctx, x: number, z: number, height: number): void {
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
export function car(ctx: Ctx, x: number, z: number, colour = pick(ctx.r, CAR_COLOURS)): void {
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
export function glow(ctx: Ctx, p: V3, radius: number): void {
  const v = toView(ctx.cam, p);
  const [x, y] = project(ctx.cam, v);
  const r = num((radius * ctx.cam.f) / v[2]);
  if (v[2] > 1) ctx.out.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${r}" fill="url(#lamp)"/>`);
}

export function streetlight(ctx: Ctx, x: number, z: number, height = 9): void {
  const pole = `stroke="${lit(ctx, '#7d8186', FRONT)}" stroke-width=".16" fill="none"`;
  const halo = night(ctx) ? `<circle cx="1.7" cy="${-height}" r="3" fill="url(#lamp)"/>` : '';
  const arm = `M0 0V${-height}Q0 ${-height - 0.4} 1.8 ${-height - 0.2}`;
  const lamp = `x="1.2" y="${-height - 0.25}" width="1.1" height=".22" fill="${night(ctx) ? '#fff1c2' : '#d9dcdf'}"`;
  billboard(ctx, x, z, `${halo}<path d="${arm}" ${pole}/><rect ${lamp}/>`, ctx.r() < 0.5);
}

export function shrub(ctx: Ctx, x: number, z: number): void {
  const green = lit(ctx, pick(ctx.r, ['#7d8451', '#6d7443', '#8e8a5a']), FOLIAGE);
  billboard(ctx, x, z, `<ellipse cy="-.25" rx="${num(range(ctx.r, 0.4, 0.9))}" ry=".35" fill="${green}"/>`);
}

/** An upright cylinder (silo, chimney or a band of one) from y0 to y1, optionally with a cone on top. */
export function cylinder(ctx: Ctx, [x, z, radius]: V3, [y0, y1]: P2, colour: string, cone = 0): void {
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
