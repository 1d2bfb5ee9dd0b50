import { getMapTiles } from '#contract/endpoints/map-tiles';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/**
 * The tile server of every map (configuration, the same for an hour and in both languages). Quiet:
 * without it a map still shows its points on a plain surface.
 */
export const mapTilesQuery = () => ({
  ...endpointQuery(getMapTiles, undefined, { quiet: true, language: 'ar' }),
  staleTime: 60 * 60_000,
});
