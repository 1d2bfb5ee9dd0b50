import { getMapTiles } from '#contract/endpoints/map-tiles.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';

/** GET /api/website/map-tiles: the configured tile server (MAP_TILE_URL) and its credit. */
export const mapTileRoutes = endpointRoutes((deps) => [
  answer(getMapTiles, () => ({
    url: deps.config.mapTiles.url,
    attribution: deps.config.mapTiles.attribution,
  })),
]);
