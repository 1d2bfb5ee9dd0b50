import 'leaflet/dist/leaflet.css';
import './search-map.css';
import type { Map as LeafletMap } from 'leaflet';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import type { PropertyMap } from '#contract/property-map';
import type { MapBox } from './map-box';
import type { MapView } from './map-query';
import { PropertyMarkers } from './PropertyMarkers';
import { useMapViewport } from './use-map-viewport';

export interface SearchMapProps {
  /** The clusters and ads of the view the map last told (`onViewChange`). */
  answer: PropertyMap | undefined;
  /** The URL's area: the map is framed on it. */
  box: MapBox | undefined;
  onViewChange: (view: MapView) => void;
  onSearchArea: (box: MapBox) => void;
  /** The tiles cannot be loaded (offline, blocked): the page shows the list instead. */
  onUnavailable: () => void;
}

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** A map whose tiles neither load nor fail within this time is as good as absent. */
const TILE_TIMEOUT_MS = 15_000;

/** The Leaflet map of the search screen; its own chunk, loaded when a map is first shown. */
export default function SearchMap({
  answer,
  box,
  onViewChange,
  onSearchArea,
  onUnavailable,
}: SearchMapProps) {
  const { t, i18n } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const { moved, searchArea } = useMapViewport(map, box, onViewChange, onSearchArea);
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
        <TileLayer
          url={TILES}
          attribution={ATTRIBUTION}
          eventHandlers={{
            tileload: () => {
              tileLoaded.current = true;
            },
            tileerror: onUnavailable,
          }}
        />
        <ZoomControl
          position={i18n.dir() === 'rtl' ? 'topright' : 'topleft'}
          zoomInTitle={t('listings.map.zoomIn')}
          zoomOutTitle={t('listings.map.zoomOut')}
        />
        <PropertyMarkers answer={answer} onSearchArea={onSearchArea} />
      </MapContainer>
      {moved && (
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
