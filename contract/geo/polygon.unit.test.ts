import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  formatArea,
  isSelfIntersecting,
  MAX_AREA_VERTICES,
  parseArea,
  pointInPolygon,
  simplifyPath,
  type LatLng,
  type Polygon,
} from './polygon.js';

const at = (lat: number, lng: number): LatLng => ({ lat, lng });
const square: Polygon = [at(0, 0), at(0, 4), at(4, 4), at(4, 0)];
/** A "U" open to the north: its notch (lat 2..4, lng 1..3) is outside. */
const concave: Polygon = [at(0, 0), at(0, 4), at(4, 4), at(4, 3), at(2, 3), at(2, 1), at(4, 1), at(4, 0)];

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon(at(2, 2), square)).toBe(true);
    expect(pointInPolygon(at(5, 2), square)).toBe(false);
    expect(pointInPolygon(at(2, -0.1), square)).toBe(false);
  });

  it('leaves out the notch of a concave shape and keeps its arms', () => {
    expect(pointInPolygon(at(3, 2), concave)).toBe(false);
    expect(pointInPolygon(at(3, 0.5), concave)).toBe(true);
    expect(pointInPolygon(at(3, 3.5), concave)).toBe(true);
    expect(pointInPolygon(at(1, 2), concave)).toBe(true);
  });

  it('counts points on an edge or a vertex as inside, and points just off it as outside', () => {
    expect(pointInPolygon(at(0, 2), square)).toBe(true);
    expect(pointInPolygon(at(4, 4), square)).toBe(true);
    expect(pointInPolygon(at(2, 4), square)).toBe(true);
    expect(pointInPolygon(at(3, 1), concave)).toBe(true);
    expect(pointInPolygon(at(2, 4.00001), square)).toBe(false);
  });

  it('is not fooled by a ray through a vertex', () => {
    const diamond: Polygon = [at(0, 2), at(2, 4), at(4, 2), at(2, 0)];
    expect(pointInPolygon(at(2, 1), diamond)).toBe(true);
    expect(pointInPolygon(at(2, -1), diamond)).toBe(false);
    expect(pointInPolygon(at(4, 1), diamond)).toBe(false);
  });
});

describe('isSelfIntersecting', () => {
  it('accepts simple shapes, concave ones included', () => {
    expect(isSelfIntersecting(square)).toBe(false);
    expect(isSelfIntersecting(concave)).toBe(false);
  });

  it('refuses a figure eight, a spike back onto an edge and a flat polygon', () => {
    expect(isSelfIntersecting([at(0, 0), at(4, 4), at(0, 4), at(4, 0)])).toBe(true);
    expect(isSelfIntersecting([at(0, 0), at(0, 4), at(4, 4), at(0, 2)])).toBe(true);
    expect(isSelfIntersecting([at(0, 0), at(1, 1), at(2, 2)])).toBe(true);
  });
});

describe('parseArea', () => {
  it('reads the URL form, with or without the first vertex repeated', () => {
    expect(parseArea('24.7,46.6;24.8,46.6;24.8,46.7')).toEqual({
      polygon: [at(24.7, 46.6), at(24.8, 46.6), at(24.8, 46.7)],
    });
    expect(parseArea('24.7,46.6;24.8,46.6;24.8,46.7;24.7,46.6')).toEqual(
      parseArea('24.7,46.6;24.8,46.6;24.8,46.7'),
    );
  });

  it('says what is wrong with a bad area', () => {
    expect(parseArea('24.7,46.6;24.8,46.6')).toEqual({ problem: 'areaTooFewVertices' });
    expect(parseArea('24.7,46.6;abc;24.8,46.7')).toEqual({ problem: 'areaInvalid' });
    expect(parseArea('94.7,46.6;24.8,46.6;24.8,46.7')).toEqual({ problem: 'areaInvalid' });
    expect(parseArea('24.7,186.6;24.8,46.6;24.8,46.7')).toEqual({ problem: 'areaInvalid' });
    expect(parseArea('0,0;4,4;0,4;4,0')).toEqual({ problem: 'areaCrossesItself' });
    const circle = Array.from({ length: 51 }, (_, i) => at(Math.sin(i / 8), Math.cos(i / 8)));
    expect(parseArea(formatArea(circle))).toEqual({ problem: 'areaTooManyVertices' });
    expect(parseArea('1,1;'.repeat(400))).toEqual({ problem: 'areaTooManyVertices' });
  });

  it('reads back what formatArea wrote, at five decimals', () => {
    const drawn = [at(24.712345678, 46.6), at(24.8, 46.61111111), at(24.75, 46.7)];
    expect(formatArea(drawn)).toBe('24.71235,46.6;24.8,46.61111;24.75,46.7');
    expect(parseArea(formatArea(drawn))).toEqual({
      polygon: [at(24.71235, 46.6), at(24.8, 46.61111), at(24.75, 46.7)],
    });
  });
});

describe('simplifyPath', () => {
  // A freehand trace of a circle of 1,000 points around Riyadh.
  const trace = Array.from({ length: 1000 }, (_, i) =>
    at(24.7 + 0.05 * Math.sin((2 * Math.PI * i) / 1000), 46.7 + 0.05 * Math.cos((2 * Math.PI * i) / 1000)),
  );

  it('keeps at most 50 vertices that still hug the trace', () => {
    const polygon = simplifyPath(trace);
    expect(polygon.length).toBeLessThanOrEqual(MAX_AREA_VERTICES);
    expect(polygon.length).toBeGreaterThanOrEqual(8);
    expect(isSelfIntersecting(polygon)).toBe(false);
    expect(pointInPolygon(at(24.7, 46.7), polygon)).toBe(true);
    expect(pointInPolygon(at(24.7, 46.76), polygon)).toBe(false);
    const bounds = boundsOf(polygon);
    expect(bounds.maxLat - bounds.minLat).toBeCloseTo(0.1, 2);
  });

  it('keeps the corners of clicked vertices and drops repeated points', () => {
    const clicks = [at(0, 0), at(0, 0), at(0, 4), at(0, 4), at(4, 4), at(4, 0)];
    expect(simplifyPath(clicks)).toEqual(square);
  });

  it('fits any bound it is given', () => {
    expect(simplifyPath(trace, 12).length).toBeLessThanOrEqual(12);
  });
});
