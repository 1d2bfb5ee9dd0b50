import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { whole } from '#server/db/raw-rows.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { firstMatches, matchStatements, type MatchRequest } from '../run/first-matches.js';
import { SEARCH_WINDOW, windowCount } from '../run/public-search.js';
import { newestFirst } from '../plan/search-order.js';
import type { SearchStatistics } from '../plan/search-statistics.js';
import type { MapCells } from './map-cell.js';
import type { CellRange } from './map-grid.js';

export type WindowMatches = Omit<MatchRequest, 'order' | 'count'>;

/** The search window's ads grouped by cell in SQL. */
function cellsOf(db: Pick<Database, 'select'>, ids: number[], range: CellRange) {
  // The level is a whole number of our own, written in so that SELECT and GROUP BY read the same expression.
  const level = whole(range.level);
  const x = sql<number>`map_cell_x(${s.longitude}, ${level})`;
  const y = sql<number>`map_cell_y(${s.latitude}, ${level})`;
  return (
    db
      .select({
        ads: sql<number>`count(*)`.mapWith(Number),
        latitude: sql<number>`avg(${s.latitude})`.mapWith(Number),
        longitude: sql<number>`avg(${s.longitude})`.mapWith(Number),
        id: sql<number>`min(${s.id})`.mapWith(Number),
        minLat: sql<number>`min(${s.latitude})`.mapWith(Number),
        maxLat: sql<number>`max(${s.latitude})`.mapWith(Number),
        minLng: sql<number>`min(${s.longitude})`.mapWith(Number),
        maxLng: sql<number>`max(${s.longitude})`.mapWith(Number),
      })
      .from(s)
      // One value holding every id: a thousand values cost more to send and plan than to group.
      .where(sql`${s.id} = any(${sql.param(ids)})`)
      .groupBy(x, y)
  );
}

/** The statements a window map may send, for reading their plans. */
export function windowCellsStatements(
  db: Pick<Database, 'select'>,
  matches: WindowMatches,
  range: CellRange,
) {
  const request = { ...matches, order: newestFirst, count: SEARCH_WINDOW + 1 };
  return [cellsOf(db, [1, 2, 3], range), ...matchStatements(db, request, undefined)] as const;
}

/**
 * Filters the grid does not hold (price, area, rooms, words…), or a zoom past its deepest level: the
 * search window's matches (the list's newest SEARCH_WINDOW, found as the list finds them) clustered
 * by a GROUP BY, never more than SEARCH_WINDOW rows.
 */
export async function windowCells(
  db: Database,
  statistics: SearchStatistics,
  matches: WindowMatches,
  range: CellRange,
): Promise<MapCells> {
  // The newest matches, one past the window: the ads to cluster and the count at once.
  const request = { ...matches, order: newestFirst, count: SEARCH_WINDOW + 1 };
  const newest = await firstMatches(db, statistics, request);
  const rows = newest.length ? await cellsOf(db, newest.slice(0, SEARCH_WINDOW), range) : [];
  return {
    cells: rows.map(({ ads, latitude, longitude, id, ...box }) => ({
      count: ads,
      latitude,
      longitude,
      id: ads === 1 ? id : undefined,
      box,
    })),
    ...windowCount(newest.length),
  };
}
