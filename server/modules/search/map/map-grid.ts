/**
 * The map's web-mercator grid (docs/decisions/0005-map-clusters.md). At level L the world is 2^L cells a
 * side; a cell is 2^(8 + zoom - L) screen pixels wide on Leaflet's 256-pixel tiles. The same formulas
 * are the SQL functions `map_cell_x` and `map_cell_y` of migration 0013.
 */

/** The levels `map_cells` holds (the SQL function `map_cell_levels`): one every 2 zooms. */
export const MAP_CELL_LEVELS = [2, 4, 6, 8, 10, 12, 14, 16] as const;
export const DEEPEST_CELL_LEVEL = 16;
/** A box is drawn with at most this many cells; a larger one takes a coarser level. */
export const MAX_CELLS = 512;

const MAX_LATITUDE = 85.0511287798;

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export interface CellRange {
  level: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const side = (level: number) => 2 ** level;
const clampCell = (value: number, level: number) => Math.min(Math.max(value, 0), side(level) - 1);

export function cellX(longitude: number, level: number): number {
  return clampCell(Math.floor(((longitude + 180) / 360) * side(level)), level);
}

export function cellY(latitude: number, level: number): number {
  const sin = Math.sin((Math.min(Math.max(latitude, -MAX_LATITUDE), MAX_LATITUDE) * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return clampCell(Math.floor(y * side(level)), level);
}

const longitudeOf = (x: number, level: number) => (x / side(level)) * 360 - 180;
const latitudeOf = (y: number, level: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / side(level)))) * 180) / Math.PI;

/**
 * The level of a zoom: cells of 64 pixels at even zooms and 128 at odd ones (levels step by 2), so a
 * cluster's bubble fits its cell.
 */
export const levelOfZoom = (zoom: number) => 2 * Math.floor(zoom / 2) + 2;

export function cellRange(box: Box, level: number): CellRange {
  return {
    level,
    x0: cellX(box.minLng, level),
    x1: cellX(box.maxLng, level),
    y0: cellY(box.maxLat, level),
    y1: cellY(box.minLat, level),
  };
}

const cellCount = (range: CellRange) => (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1);

/** The cells a box touches at its zoom's level, or at a coarser one when they would be more than MAX_CELLS. */
export function gridOf(box: Box, zoom: number): CellRange {
  let range = cellRange(box, levelOfZoom(zoom));
  while (cellCount(range) > MAX_CELLS && range.level > MAP_CELL_LEVELS[0]) {
    range = cellRange(box, range.level - 2);
  }
  return range;
}

/** The area of a block of cells; the world's edge cells reach the poles. */
export function boxOfCells(range: CellRange): Box {
  const last = side(range.level) - 1;
  return {
    minLat: range.y1 === last ? -90 : latitudeOf(range.y1 + 1, range.level),
    maxLat: range.y0 === 0 ? 90 : latitudeOf(range.y0, range.level),
    minLng: longitudeOf(range.x0, range.level),
    maxLng: longitudeOf(range.x1 + 1, range.level),
  };
}
