import { useQuery } from '@tanstack/react-query';
import { TileLayer } from 'react-leaflet';
import { mapTilesQuery } from './map-tiles';

interface ConfiguredTilesProps {
  /** Every tile that arrived. */
  onTileLoad?: () => void;
  /** The tiles of the view all settled, loaded or failed. */
  onSettled?: () => void;
}

/**
 * The tiles of the configured tile server (MAP_TILE_URL). A tile that fails stays a blank square:
 * the map, its points and its tools keep working.
 */
export function ConfiguredTiles({ onTileLoad, onSettled }: ConfiguredTilesProps) {
  const tiles = useQuery(mapTilesQuery());
  if (!tiles.data) return null;
  return (
    <TileLayer
      url={tiles.data.url}
      attribution={tiles.data.attribution}
      maxZoom={19}
      eventHandlers={{
        tileload: () => onTileLoad?.(),
        load: () => onSettled?.(),
      }}
    />
  );
}
