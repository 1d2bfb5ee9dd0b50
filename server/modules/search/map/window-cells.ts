import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { firstMatches, matchStatements, type MatchRequest } from '../run/first-matches.js';
import { SEARCH_WINDOW, windowCount } from '../run/public-search.js';
import { newestFirst } from '../plan/search-order.js';
import type { SearchStatistics } from '../plan/search-statistics.js';
import type { MapCells } from './map-cell.js';
import { cellsOfPoints, type MapPoint } from './point-cells.js';
import type { CellRange } from './map-grid.js';

export type WindowMatches = Omit<MatchRequest, 'order' | 'count'>;

/**
 * The points of given ads, from an index alone (migration 0034): a thousand ids sent as one value
 * cost less to send and plan than a thousand values. Ads without a position are left out.
 */
function pointsStatement(db: Pick<Database, 'select'>, ids: number[]) {
  return db
    .select({ id: s.id, latitude: s.latitude, longitude: s.longitude })
    .from(s)
    .where(sql`${s.id} = any(${sql.param(ids)})`);
}

async function pointsOf(db: Database, ids: number[]): Promise<MapPoint[]> {
  const rows = await pointsStatement(db, ids);
  return rows.filter((row): row is MapPoint => row.latitude !== null && row.longitude !== null);
}

/** The statements a window map may send, for reading their plans. */
export function windowCellsStatements(db: Pick<Database, 'select'>, matches: WindowMatches) {
  const request = { ...matches, order: newestFirst, count: SEARCH_WINDOW + 1 };
  return [pointsStatement(db, [1, 2, 3]), ...matchStatements(db, request, undefined)] as const;
}

/**
 * Filters the grid does not hold (price, area, rooms, words…), or a zoom past its deepest level: the
 * search window's matches (the list's newest SEARCH_WINDOW, found as the list finds them) clustered
 * on the grid here, never more than SEARCH_WINDOW of them.
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
  const points = newest.length ? await pointsOf(db, newest.slice(0, SEARCH_WINDOW)) : [];
  return { cells: cellsOfPoints(points, range.level), ...windowCount(newest.length) };
}
