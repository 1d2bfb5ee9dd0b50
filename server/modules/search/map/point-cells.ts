import { cellX, cellY } from './map-grid.js';
import type { MapCell } from './map-cell.js';

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
}

interface Gathered {
  count: number;
  latitudes: number;
  longitudes: number;
  id: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const gatheredOf = ({ id, latitude, longitude }: MapPoint): Gathered => ({
  count: 1,
  latitudes: latitude,
  longitudes: longitude,
  id,
  minLat: latitude,
  maxLat: latitude,
  minLng: longitude,
  maxLng: longitude,
});

function add(cell: Gathered, { id, latitude, longitude }: MapPoint): void {
  cell.count += 1;
  cell.latitudes += latitude;
  cell.longitudes += longitude;
  cell.id = Math.min(cell.id, id);
  cell.minLat = Math.min(cell.minLat, latitude);
  cell.maxLat = Math.max(cell.maxLat, latitude);
  cell.minLng = Math.min(cell.minLng, longitude);
  cell.maxLng = Math.max(cell.maxLng, longitude);
}

/**
 * Points grouped into the grid's cells at `level` (map-grid.ts, the SQL `map_cell_x`/`map_cell_y`):
 * each cell's count, mean position, box, and its ad's id when it holds one.
 */
export function cellsOfPoints(points: readonly MapPoint[], level: number): MapCell[] {
  const cells = new Map<number, Gathered>();
  const side = 2 ** level;
  for (const point of points) {
    const key = cellY(point.latitude, level) * side + cellX(point.longitude, level);
    const cell = cells.get(key);
    if (cell) add(cell, point);
    else cells.set(key, gatheredOf(point));
  }
  return [...cells.values()].map(({ count, latitudes, longitudes, id, ...box }) => ({
    count,
    latitude: latitudes / count,
    longitude: longitudes / count,
    id: count === 1 ? id : undefined,
    box,
  }));
}
