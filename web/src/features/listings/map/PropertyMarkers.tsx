import { latLngBounds, point, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap } from 'react-leaflet';
import { MAX_MAP_ZOOM } from '#contract/limits';
import type { MapCluster, PropertyMap } from '#contract/property-map';
import { counted, formatPrice } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { isLocated, type MapBox } from './map-box';
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

/** Room left around a cluster's ads when the map zooms to them: 48 pixels on each side. */
const ZOOM_PADDING = point(96, 96);

/** About 10 metres: a cluster of ads at one address still lists them once its area is searched. */
const ADDRESS_MARGIN = 0.0001;

interface PropertyMarkersProps {
  answer: PropertyMap | undefined;
  /** Lists a cluster's ads when the map cannot zoom any closer (ads at one address, a tower). */
  onSearchArea: (box: MapBox) => void;
}

/**
 * The server's answer for the view: clusters as count bubbles that zoom to their ads when pressed, and
 * single ads as price pills that open a popup card.
 */
export function PropertyMarkers({ answer, onSearchArea }: PropertyMarkersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const map = useMap();

  const compact = useMemo(
    () =>
      new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en', {
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [language],
  );

  /** At least one zoom deeper, as deep as the cluster's ads still fit; at the deepest, lists them. */
  const zoomInto = (cluster: MapCluster) => {
    const { box } = cluster;
    const bounds = latLngBounds([box.minLat, box.minLng], [box.maxLat, box.maxLng]);
    const deepest = Math.min(map.getMaxZoom(), MAX_MAP_ZOOM);
    if (map.getZoom() >= deepest) {
      onSearchArea({
        minLat: box.minLat - ADDRESS_MARGIN,
        maxLat: box.maxLat + ADDRESS_MARGIN,
        minLng: box.minLng - ADDRESS_MARGIN,
        maxLng: box.maxLng + ADDRESS_MARGIN,
      });
      return;
    }
    const fits = map.getBoundsZoom(bounds, false, ZOOM_PADDING);
    map.setView(bounds.getCenter(), Math.min(Math.max(fits, map.getZoom() + 1), deepest));
  };

  const clusters = (answer?.clusters ?? []).map((cluster) => {
    const label = t('listings.map.cluster', counted(cluster.count, language));
    return (
      <Marker
        key={`${language}-${cluster.latitude},${cluster.longitude},${cluster.count}`}
        position={[cluster.latitude, cluster.longitude]}
        icon={clusterIcon(cluster.count, compact.format(cluster.count))}
        title={label}
        eventHandlers={{ ...labelled(label), click: () => zoomInto(cluster) }}
      />
    );
  });

  const points = (answer?.points ?? []).filter(isLocated).map((property) => {
    const label = `${property.title} — ${formatPrice(property.price, property.currency, language)}`;
    return (
      <Marker
        key={`${language}-${property.id}`}
        position={[property.latitude, property.longitude]}
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

  return [...clusters, ...points];
}
