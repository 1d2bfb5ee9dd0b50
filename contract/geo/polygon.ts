/**
 * A drawn search area (docs/decisions/0022-draw-a-search.md): a closed polygon of latitude/longitude
 * vertices, its URL form (`lat,lng;lat,lng;…`, five decimals), and the one point-in-polygon test of
 * the application. No zod here: the web's map chunk and the server's alert matching import it as is.
 */

export interface LatLng {
  lat: number;
  lng: number;
}
/** Vertices in drawing order; the last joins the first (it is not repeated). */
export type Polygon = LatLng[];

export const MIN_AREA_VERTICES = 3;
/** A drawn path is simplified to at most this many vertices before it goes in the URL. */
export const MAX_AREA_VERTICES = 50;
/** 50 vertices of `-90.00000,-180.00000;`: anything longer is not an area. */
export const MAX_AREA_LENGTH = MAX_AREA_VERTICES * 20;
/**
 * Points this close to an edge (in degrees, a tenth of a millimetre) are on it, and on the edge is
 * inside. The search's SQL (`point <@ polygon` on coordinates scaled by 100,000) agrees: its own
 * tolerance, 1e-6 on a cross product, is far below this once scaled.
 */
export const EDGE_TOLERANCE = 1e-9;

export interface AreaBounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function boundsOf(polygon: Polygon): AreaBounds {
  const lats = polygon.map((vertex) => vertex.lat);
  const lngs = polygon.map((vertex) => vertex.lng);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

const edges = (polygon: Polygon): [LatLng, LatLng][] =>
  polygon.map((vertex, index) => [vertex, polygon[(index + 1) % polygon.length] ?? vertex]);

/** Distance in degrees (flat, as the polygon is drawn) from a point to a segment. */
function distanceToSegment(point: LatLng, a: LatLng, b: LatLng): number {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const length = dx * dx + dy * dy;
  const t =
    length === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.lng - a.lng) * dx + (point.lat - a.lat) * dy) / length));
  return Math.hypot(point.lng - (a.lng + t * dx), point.lat - (a.lat + t * dy));
}

/**
 * Whether a point lies in the polygon (even–odd ray casting; a point on an edge or vertex is inside).
 * The search runs the same test in SQL (`point <@ polygon`); alerts can run this one on an ad.
 */
export function pointInPolygon(point: LatLng, polygon: Polygon): boolean {
  let inside = false;
  for (const [a, b] of edges(polygon)) {
    if (distanceToSegment(point, a, b) <= EDGE_TOLERANCE) return true;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossingLng = a.lng + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lng - a.lng);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

const orientation = (a: LatLng, b: LatLng, c: LatLng) =>
  Math.sign((b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng));

const withinBox = (a: LatLng, b: LatLng, c: LatLng) =>
  Math.min(a.lng, b.lng) <= c.lng &&
  c.lng <= Math.max(a.lng, b.lng) &&
  Math.min(a.lat, b.lat) <= c.lat &&
  c.lat <= Math.max(a.lat, b.lat);

function segmentsMeet(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const [o1, o2, o3, o4] = [
    orientation(a, b, c),
    orientation(a, b, d),
    orientation(c, d, a),
    orientation(c, d, b),
  ];
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && withinBox(a, b, c)) ||
    (o2 === 0 && withinBox(a, b, d)) ||
    (o3 === 0 && withinBox(c, d, a)) ||
    (o4 === 0 && withinBox(c, d, b))
  );
}

/**
 * Whether two edges that are not neighbours meet (a figure eight, a loop), or the polygon has no
 * surface (all its vertices on one line). Such an area is refused: its inside is not what was drawn.
 */
export function isSelfIntersecting(polygon: Polygon): boolean {
  const sides = edges(polygon);
  const crossing = sides.some(([a, b], i) =>
    sides.some(([c, d], j) => j > i + 1 && !(i === 0 && j === sides.length - 1) && segmentsMeet(a, b, c, d)),
  );
  return crossing || signedArea(polygon) === 0;
}

function signedArea(polygon: Polygon): number {
  return edges(polygon).reduce((sum, [a, b]) => sum + (a.lng * b.lat - b.lng * a.lat), 0) / 2;
}

/** Douglas–Peucker: the vertices of `path` that keep it within `tolerance` of itself. */
function douglasPeucker(path: LatLng[], tolerance: number): LatLng[] {
  const [first] = path;
  const last = path[path.length - 1];
  if (!first || !last || path.length <= 2) return path;
  let farthest = 0;
  let index = 0;
  path.forEach((point, i) => {
    const distance = distanceToSegment(point, first, last);
    if (i > 0 && i < path.length - 1 && distance > farthest) [farthest, index] = [distance, i];
  });
  if (farthest <= tolerance) return [first, last];
  return [
    ...douglasPeucker(path.slice(0, index + 1), tolerance).slice(0, -1),
    ...douglasPeucker(path.slice(index), tolerance),
  ];
}

/**
 * A drawn path (a freehand trace of hundreds of points, or clicked vertices) as a polygon of at most
 * `maxVertices`: Douglas–Peucker with a tolerance that starts at a thousandth of the path's size and
 * doubles until the polygon is small enough. Repeated points go first.
 */
export function simplifyPath(path: LatLng[], maxVertices = MAX_AREA_VERTICES): Polygon {
  const rounded = path.map(roundVertex);
  const distinct = rounded.filter((vertex, index) => {
    const previous = rounded[index - 1];
    return !previous || vertex.lat !== previous.lat || vertex.lng !== previous.lng;
  });
  const [start] = distinct;
  if (!start || distinct.length < 2) return distinct;
  // The path is closed: the polygon's last vertex joins its first.
  const closed = [...distinct, start];
  const bounds = boundsOf(distinct);
  let tolerance = Math.max(bounds.maxLat - bounds.minLat, bounds.maxLng - bounds.minLng) / 1000;
  let polygon = distinct;
  while (polygon.length > maxVertices || polygon === distinct) {
    polygon = douglasPeucker(closed, tolerance).slice(0, -1);
    tolerance *= 2;
  }
  return polygon;
}

/** Five decimals: about a metre, as the map's box in the URL. */
const roundVertex = ({ lat, lng }: LatLng): LatLng => ({
  lat: Number(lat.toFixed(5)),
  lng: Number(lng.toFixed(5)),
});

/** The URL's form of an area: `lat,lng;lat,lng;…`, five decimals. */
export function formatArea(polygon: Polygon): string {
  return polygon
    .map(roundVertex)
    .map(({ lat, lng }) => `${lat},${lng}`)
    .join(';');
}

const NUMBER = String.raw`-?\d{1,3}(?:\.\d{1,7})?`;
const VERTEX = new RegExp(`^(${NUMBER}),(${NUMBER})$`);

export type AreaProblem = 'areaInvalid' | 'areaTooFewVertices' | 'areaTooManyVertices' | 'areaCrossesItself';

/** Reads the URL's form: the polygon, or why it is not one. */
export function parseArea(text: string): { polygon: Polygon } | { problem: AreaProblem } {
  if (text.length > MAX_AREA_LENGTH) return { problem: 'areaTooManyVertices' };
  const polygon: Polygon = [];
  for (const part of text.split(';')) {
    const match = VERTEX.exec(part.trim());
    if (!match) return { problem: 'areaInvalid' };
    const [lat, lng] = [Number(match[1]), Number(match[2])];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { problem: 'areaInvalid' };
    polygon.push({ lat, lng });
  }
  const [first] = polygon;
  const last = polygon[polygon.length - 1];
  // A polygon written closed (its first vertex repeated at the end) is the same polygon.
  if (first && last && polygon.length > 1 && last.lat === first.lat && last.lng === first.lng) polygon.pop();
  if (polygon.length < MIN_AREA_VERTICES) return { problem: 'areaTooFewVertices' };
  if (polygon.length > MAX_AREA_VERTICES) return { problem: 'areaTooManyVertices' };
  if (isSelfIntersecting(polygon)) return { problem: 'areaCrossesItself' };
  return { polygon };
}

/** The polygon of an area already validated (`parseArea`), or none. */
export function polygonOf(text: string | undefined): Polygon | undefined {
  const read = text ? parseArea(text) : undefined;
  return read && 'polygon' in read ? read.polygon : undefined;
}
