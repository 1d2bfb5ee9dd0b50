import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { boxKey, type LocatedProperty, type MapBox } from './map-box';

/** Saudi Arabia, when there is nothing to show. */
const DEFAULT_VIEW = { center: [23.9, 45.1] as [number, number], zoom: 5 };

/**
 * Frames the map: on the searched box when the URL has one, otherwise on the markers. Tells whether the
 * person has moved the map since (then "search this area" is offered), and turns the view into a box.
 */
export function useMapViewport(
  map: LeafletMap | null,
  box: MapBox | undefined,
  properties: LocatedProperty[],
  onSearchArea: (box: MapBox) => void,
) {
  const fitting = useRef(false);
  const searchedHere = useRef<string | undefined>(undefined);
  const currentBoxKey = box ? boxKey(box) : undefined;
  const viewKey = currentBoxKey ?? properties.map((property) => property.id).join(',');
  const [movedOn, setMovedOn] = useState<string | undefined>(undefined);

  const frame = useEffectEvent((target: LeafletMap) => {
    // The box came from this map: it is already in view, so do not jump.
    if (currentBoxKey !== undefined && currentBoxKey === searchedHere.current) return;
    fitting.current = true;
    if (box) {
      target.fitBounds(
        [
          [box.minLat, box.minLng],
          [box.maxLat, box.maxLng],
        ],
        { animate: false },
      );
    } else if (properties.length > 0) {
      const points = properties.map((property): [number, number] => [property.latitude, property.longitude]);
      target.fitBounds(latLngBounds(points), { padding: [48, 48], maxZoom: 14, animate: false });
    } else {
      target.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom, { animate: false });
    }
    fitting.current = false;
  });

  useEffect(() => {
    if (map) frame(map);
  }, [map, viewKey]);

  const onMoved = useEffectEvent(() => {
    if (!fitting.current) setMovedOn(viewKey);
  });
  useEffect(() => {
    if (!map) return;
    const listener = () => onMoved();
    map.on('moveend', listener);
    return () => {
      map.off('moveend', listener);
    };
  }, [map]);

  return {
    moved: movedOn === viewKey,
    searchArea: () => {
      if (!map) return;
      const bounds = map.getBounds();
      const next = {
        minLat: bounds.getSouth(),
        maxLat: bounds.getNorth(),
        minLng: bounds.getWest(),
        maxLng: bounds.getEast(),
      };
      searchedHere.current = boxKey(next);
      onSearchArea(next);
    },
  };
}
