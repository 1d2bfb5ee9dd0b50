import type { PropertyMap, PropertyMapQuery } from '#contract/property-map.js';
import type { AppDeps } from '#server/deps.js';
import type { Language } from '#contract/common.js';
import { publishedCards, toListItem } from '../../ads/index.js';
import { searchCondition } from '../run/public-search.js';
import { searchStatistics } from '../plan/search-statistics.js';
import { understoodSearch } from '../understand/understood-search.js';
import { cellCounts, cellsCanAnswer } from './cell-counts.js';
import type { MapCells } from './map-cell.js';
import { boxOfCells, gridOf } from './map-grid.js';
import { windowCells } from './window-cells.js';

/**
 * The public search's map (docs/decisions/0005-map-clusters.md): the box's grid cells at the zoom's
 * level, each with one ad drawn as that ad, each with more as a cluster. Its words are read as filters
 * as the list's are (docs/decisions/0036-query-understanding.md). Anonymous (no isFavorite), so
 * answers come from the short-lived list cache that any write empties.
 */
export function mapProperties(
  deps: AppDeps,
  query: PropertyMapQuery,
  language: Language,
): Promise<PropertyMap> {
  return deps.listCache.get(JSON.stringify(['map', language, query]), async () =>
    readMap(deps, (await understoodSearch(deps, query)).query, language),
  );
}

/**
 * Where the map reads: the box's cells at the zoom's level, and either the pre-aggregate (`fromCells`)
 * or the search window, with the list's filters and words over the box widened to whole cells.
 */
export function mapSource(query: PropertyMapQuery) {
  const { MinLat: minLat, MaxLat: maxLat, MinLng: minLng, MaxLng: maxLng } = query;
  const range = gridOf({ minLat, maxLat, minLng, maxLng }, query.Zoom);
  const area = boxOfCells(range);
  const { text, where, fixed, words, groups, starts } = searchCondition({
    ...query,
    MinLat: area.minLat,
    MaxLat: area.maxLat,
    MinLng: area.minLng,
    MaxLng: area.maxLng,
  });
  const matches = { where, fixed, words, groups, start: starts.newest };
  return { range, matches, fromCells: cellsCanAnswer(query, range, text !== undefined) };
}

async function readCells(deps: AppDeps, query: PropertyMapQuery): Promise<MapCells> {
  const { range, matches, fromCells } = mapSource(query);
  if (fromCells) return cellCounts(deps.db, query, range);
  return windowCells(deps.db, await searchStatistics(deps.db, deps.clock.now()), matches, range);
}

async function readMap(deps: AppDeps, query: PropertyMapQuery, language: Language): Promise<PropertyMap> {
  const { cells, total, capped } = await readCells(deps, query);
  const ids = cells.flatMap((cell) => (cell.id === undefined ? [] : [cell.id]));
  const rows = ids.length ? await publishedCards(deps, ids, undefined) : [];
  return {
    clusters: cells
      .filter((cell) => cell.count > 1)
      .map(({ latitude, longitude, count, box }) => ({ latitude, longitude, count, box })),
    points: rows.map((row) => toListItem(row, language, deps.storage)),
    total,
    totalCapped: capped,
  };
}
