import 'leaflet/dist/leaflet.css';
import './search-map.css';
import type { Map as LeafletMap } from 'leaflet';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { boundsOf, formatArea, polygonOf } from '#contract/geo/polygon';
import type { PropertyMap } from '#contract/property-map';
import { ConfiguredTiles } from '#web/components/map/ConfiguredTiles';
import { AreaControls } from './AreaControls';
import { DrawnArea } from './DrawnArea';
import type { MapBox } from './map-box';
import type { MapView } from './map-query';
import { PropertyMarkers } from './PropertyMarkers';
import { useAreaDrawing } from './use-area-drawing';
import { useMapViewport } from './use-map-viewport';

export interface SearchMapProps {
  /** The clusters and ads of the view the map last told (`onViewChange`). */
  answer: PropertyMap | undefined;
  /** The URL's box: the map is framed on it. */
  box: MapBox | undefined;
  /** The URL's drawn area (`lat,lng;…`): drawn on the map, which is framed on it when there is no box. */
  area: string | undefined;
  /** A new drawn area (its URL form), or none. */
  onArea: (area: string | undefined) => void;
  onViewChange: (view: MapView) => void;
  onSearchArea: (box: MapBox) => void;
  /** Not one tile can be loaded (offline, blocked): the page shows the list instead. */
  onUnavailable: () => void;
}

/** A map whose tiles neither load nor fail within this time is as good as absent. */
const TILE_TIMEOUT_MS = 15_000;

/** The Leaflet map of the search screen; its own chunk, loaded when a map is first shown. */
export default function SearchMap({
  answer,
  box,
  area,
  onArea,
  onViewChange,
  onSearchArea,
  onUnavailable,
}: SearchMapProps) {
  const { t, i18n } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const polygon = polygonOf(area);
  const { moved, searchArea } = useMapViewport(
    map,
    box ?? (polygon && boundsOf(polygon)),
    answer,
    onViewChange,
    onSearchArea,
  );
  const drawing = useAreaDrawing(map, (drawn) => onArea(formatArea(drawn)));
  const tileLoaded = useRef(false);
  const giveUp = useEffectEvent(() => {
    if (!tileLoaded.current) onUnavailable();
  });
  useEffect(() => {
    const timer = setTimeout(giveUp, TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div dir="ltr" className="relative size-full overflow-hidden rounded-2xl border border-line">
      <MapContainer
        ref={setMap}
        center={[23.9, 45.1]}
        zoom={5}
        zoomControl={false}
        className="manzil-map size-full"
      >
        <ConfiguredTiles
          onTileLoad={() => {
            tileLoaded.current = true;
          }}
          onSettled={() => {
            // A view's tiles all failed and none ever came: the tile server is out of reach. A few
            // failed tiles stay blank squares.
            if (!tileLoaded.current) onUnavailable();
          }}
        />
        <ZoomControl
          position={i18n.dir() === 'rtl' ? 'topright' : 'topleft'}
          zoomInTitle={t('listings.map.zoomIn')}
          zoomOutTitle={t('listings.map.zoomOut')}
        />
        <PropertyMarkers answer={answer} onSearchArea={onSearchArea} />
        <DrawnArea area={polygon} path={drawing.drawing ? drawing.path : undefined} />
      </MapContainer>
      <AreaControls drawing={drawing} hasArea={area !== undefined} onClear={() => onArea(undefined)} />
      {moved && !drawing.drawing && (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <button
            type="button"
            onClick={searchArea}
            className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 font-bold text-brand shadow-lg ring-1 ring-line"
          >
            <Search aria-hidden className="size-4" />
            <span dir={i18n.dir()}>{t('listings.map.searchArea')}</span>
          </button>
        </div>
      )}
    </div>
  );
}
