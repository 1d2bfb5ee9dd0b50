import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { PropertyMapQuery } from '#contract/property-map.js';
import type { Database } from '#server/db/client.js';
import { mapCells as c } from '#server/db/schema/index.js';
import type { MapCells } from './map-cell.js';
import { DEEPEST_CELL_LEVEL, type CellRange } from './map-grid.js';

/** The filters `map_cells` holds; with any other, the map clusters the search window instead. */
const CELL_FILTERS = new Set(['Category', 'TransactionTypeId', 'PropertyTypeId', 'RegionId', 'CityId']);
/** The box and zoom choose the cells; words count only when they make lexemes (`hasText`). */
const NOT_FILTERS = new Set(['MinLat', 'MaxLat', 'MinLng', 'MaxLng', 'Zoom', 'Query']);

/** Whether the pre-aggregate answers this query at this level: only its filters, and a level it holds. */
export function cellsCanAnswer(query: PropertyMapQuery, range: CellRange, hasText: boolean): boolean {
  if (hasText || range.level > DEEPEST_CELL_LEVEL) return false;
  return Object.entries(query as Record<string, unknown>).every(
    ([name, value]) => value === undefined || NOT_FILTERS.has(name) || CELL_FILTERS.has(name),
  );
}

const when = <T>(value: T | undefined, condition: (value: T) => SQL): SQL | undefined =>
  value === undefined ? undefined : condition(value);

/** The statement: the cells of the range at its level, their ads summed over the filters' values. */
export function cellCountsStatement(db: Pick<Database, 'select'>, query: PropertyMapQuery, range: CellRange) {
  return db
    .select({
      ads: sql<number>`sum(${c.ads})`.mapWith(Number),
      sumLat: sql<number>`sum(${c.sumLat})`.mapWith(Number),
      sumLng: sql<number>`sum(${c.sumLng})`.mapWith(Number),
      sumId: sql<number>`sum(${c.sumId})`.mapWith(Number),
      minLat: sql<number>`min(${c.minLat})`.mapWith(Number),
      maxLat: sql<number>`max(${c.maxLat})`.mapWith(Number),
      minLng: sql<number>`min(${c.minLng})`.mapWith(Number),
      maxLng: sql<number>`max(${c.maxLng})`.mapWith(Number),
    })
    .from(c)
    .where(
      and(
        eq(c.level, range.level),
        between(c.cellX, range.x0, range.x1),
        between(c.cellY, range.y0, range.y1),
        when(query.Category, (value) => eq(c.category, value)),
        when(query.TransactionTypeId, (value) => eq(c.transactionTypeId, value)),
        when(query.PropertyTypeId, (value) => eq(c.propertyTypeId, value)),
        when(query.RegionId, (value) => eq(c.regionId, value)),
        when(query.CityId, (value) => eq(c.cityId, value)),
      ),
    )
    .groupBy(c.cellX, c.cellY);
}

/** Exact counts of every cell the box touches, read from the pre-aggregate: work bounded by the cells. */
export async function cellCounts(db: Database, query: PropertyMapQuery, range: CellRange): Promise<MapCells> {
  const rows = await cellCountsStatement(db, query, range);
  const cells = rows
    .filter((row) => row.ads > 0)
    .map(({ ads, sumLat, sumLng, sumId, ...box }) => ({
      count: ads,
      latitude: sumLat / ads,
      longitude: sumLng / ads,
      id: ads === 1 ? sumId : undefined,
      box,
    }));
  return { cells, total: cells.reduce((sum, cell) => sum + cell.count, 0), capped: false };
}
