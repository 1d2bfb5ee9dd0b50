import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { propertySearch as s } from '../../../db/schema/index.js';
import { cappedCount, SEARCH_WINDOW } from '../search/public-search.js';
import { newestFirst } from '../search/search-order.js';
import type { MapCells } from './map-cell.js';
import type { CellRange } from './map-grid.js';

/**
 * The statements: the newest SEARCH_WINDOW matches in the cells' area (the list's window), grouped by
 * cell in SQL; and the matches counted up to one past the window.
 */
export function windowCellsStatements(
  db: Pick<Database, 'select'>,
  where: SQL | undefined,
  range: CellRange,
) {
  const matches = db
    .select({ id: s.id, latitude: s.latitude, longitude: s.longitude })
    .from(s)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as('matches');
  // The level is a whole number of our own, written in so that SELECT and GROUP BY read the same expression.
  const level = sql.raw(String(Math.trunc(range.level)));
  const x = sql<number>`map_cell_x(${matches.longitude}, ${level})`;
  const y = sql<number>`map_cell_y(${matches.latitude}, ${level})`;
  const cells = db
    .select({
      ads: sql<number>`count(*)`.mapWith(Number),
      latitude: sql<number>`avg(${matches.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${matches.longitude})`.mapWith(Number),
      id: sql<number>`min(${matches.id})`.mapWith(Number),
      minLat: sql<number>`min(${matches.latitude})`.mapWith(Number),
      maxLat: sql<number>`max(${matches.latitude})`.mapWith(Number),
      minLng: sql<number>`min(${matches.longitude})`.mapWith(Number),
      maxLng: sql<number>`max(${matches.longitude})`.mapWith(Number),
    })
    .from(matches)
    .groupBy(x, y);
  return [cells, cappedCount(db, where)] as const;
}

/**
 * Filters the grid does not hold (price, area, rooms, words…), or a zoom past its deepest level: the
 * search window's matches clustered by a GROUP BY, never more than SEARCH_WINDOW rows.
 */
export async function windowCells(db: Database, where: SQL | undefined, range: CellRange): Promise<MapCells> {
  const [cellsStatement, countStatement] = windowCellsStatements(db, where, range);
  const [rows, [counted]] = await Promise.all([cellsStatement, countStatement]);
  const total = counted?.n ?? 0;
  return {
    cells: rows.map(({ ads, latitude, longitude, id, ...box }) => ({
      count: ads,
      latitude,
      longitude,
      id: ads === 1 ? id : undefined,
      box,
    })),
    total: Math.min(total, SEARCH_WINDOW),
    capped: total > SEARCH_WINDOW,
  };
}
