/*
 * Each scene is a small 3-D world in metres (y up, the street along x, the camera looking roughly along +z),
 * seen through a pinhole camera with a shifted lens (verticals stay vertical) and painted back to front.
 */

export type V3 = readonly [number, number, number];
export type P2 = readonly [number, number];

export type Cam = {
  x: number;
  y: number;
  z: number;
  cos: number;
  sin: number;
  f: number;
  cx: number;
  hy: number;
};

export type Shot = readonly [distance: number, height: number, horizon: number, aimZ: number, zoom: number];

export function camera(w: number, h: number, [dist, height, horizon, aimZ, zoom]: Shot, angle: number): Cam {
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const [f, cx, hy] = [h * 1.15 * zoom, w / 2, h * horizon];
  return { x: -sin * dist, y: height, z: aimZ - cos * dist, cos, sin, f, cx, hy };
}

export function toView(c: Cam, [x, y, z]: V3): V3 {
  const [dx, dz] = [x - c.x, z - c.z];
  return [dx * c.cos - dz * c.sin, y - c.y, dx * c.sin + dz * c.cos];
}
export const project = (c: Cam, v: V3): P2 => [c.cx + (c.f * v[0]) / v[2], c.hy - (c.f * v[1]) / v[2]];

/** Clips a view-space polygon to the near plane (one-plane Sutherland–Hodgman). */
export function clipNear(vs: V3[], near = 0.5): V3[] {
  return vs.flatMap((a, i) => {
    const b = vs[(i + 1) % vs.length] ?? a;
    const kept = a[2] >= near ? [a] : [];
    if (a[2] >= near === b[2] >= near) return kept;
    const t = (near - a[2]) / (b[2] - a[2]);
    return [...kept, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near] as const];
  });
}
