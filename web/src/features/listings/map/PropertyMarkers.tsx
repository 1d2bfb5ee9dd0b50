import type { BBox } from 'geojson';
import type { LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { formatPrice } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';
import type { LocatedProperty } from './map-box';
import { clusterIcon, priceIcon } from './marker-icons';
import { MarkerPopupCard } from './MarkerPopupCard';

/**
 * Leaflet gives a marker only a `title` (a tooltip); screen readers get the same words. Markers are
 * keyed by language, so a language switch recreates them with new labels.
 */
const labelled = (label: string) => ({
  add: (event: LeafletEvent) =>
    (event.target as LeafletMarker).getElement()?.setAttribute('aria-label', label),
});

/** Past this zoom every ad has its own marker, even ads in the same building. */
const CLUSTER_MAX_ZOOM = 16;
/** In supercluster's 512-unit tile space: 60 screen pixels on 256-pixel tiles, a price pill's width. */
const CLUSTER_RADIUS = 120;

/** Price pills for the ads in view; nearby ones merge into a count that zooms in when pressed. */
export function PropertyMarkers({ properties }: { properties: LocatedProperty[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const map = useMap();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useMapEvents({ moveend: redraw });

  const index = useMemo(() => {
    const clusters = new Supercluster<{ property: LocatedProperty }>({
      radius: CLUSTER_RADIUS,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    return clusters.load(
      properties.map((property) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [property.longitude, property.latitude] },
        properties: { property },
      })),
    );
  }, [properties]);

  const compact = useMemo(
    () =>
      new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en', {
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [language],
  );

  const bounds = map.getBounds();
  const box: BBox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  const features = index.getClusters(box, Math.round(map.getZoom()));

  return features.map((feature) => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if ('cluster' in feature.properties) {
      const { cluster_id: clusterId, point_count: count } = feature.properties;
      const label = t('listings.map.cluster', { count });
      return (
        <Marker
          key={`${language}-cluster-${clusterId}`}
          position={[lat, lng]}
          icon={clusterIcon(count)}
          title={label}
          eventHandlers={{
            ...labelled(label),
            click: () => map.setView([lat, lng], index.getClusterExpansionZoom(clusterId)),
          }}
        />
      );
    }
    const { property } = feature.properties;
    const label = `${property.title} — ${formatPrice(property.price, property.currency, language)}`;
    return (
      <Marker
        key={`${language}-${property.id}`}
        position={[lat, lng]}
        icon={priceIcon(compact.format(property.price), property.isFeatured)}
        title={label}
        eventHandlers={labelled(label)}
        riseOnHover
      >
        <Popup minWidth={224} maxWidth={260}>
          <MarkerPopupCard property={property} />
        </Popup>
      </Marker>
    );
  });
}
