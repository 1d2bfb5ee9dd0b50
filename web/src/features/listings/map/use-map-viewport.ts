import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MAX_MAP_ZOOM } from '#contract/limits';
import { boxKey, type MapBox } from './map-box';
import type { MapView } from './map-query';

/** Saudi Arabia, when the URL has no area. */
const DEFAULT_VIEW = { center: [23.9, 45.1] as [number, number], zoom: 5 };

const boxOfMap = (map: LeafletMap): MapBox => {
  const bounds = map.getBounds();
  return {
    minLat: bounds.getSouth(),
    maxLat: bounds.getNorth(),
    minLng: bounds.getWest(),
    maxLng: bounds.getEast(),
  };
};

/**
 * Frames the map on the searched box when the URL has one, otherwise on Saudi Arabia; tells its view
 * (box and zoom) whenever it settles, so its clusters can be asked for; tells whether the person has
 * moved the map since it was framed (then "search this area" is offered), and turns the view into a box.
 */
export function useMapViewport(
  map: LeafletMap | null,
  box: MapBox | undefined,
  onViewChange: (view: MapView) => void,
  onSearchArea: (box: MapBox) => void,
) {
  const fitting = useRef(false);
  const searchedHere = useRef<string | undefined>(undefined);
  const viewKey = box ? boxKey(box) : 'default';
  const [movedOn, setMovedOn] = useState<string | undefined>(undefined);

  // A popup that opens re-renders and may nudge the map (Leaflet's autoPan), which settles again: a
  // view told twice would ask for the same clusters and, told from inside React's commit, loop
  // (React #185). So a view is told once, after the commit, and only when it changed.
  const toldView = useRef<string | undefined>(undefined);
  const tellView = useEffectEvent((target: LeafletMap) => {
    const zoom = Math.min(Math.max(Math.round(target.getZoom()), 0), MAX_MAP_ZOOM);
    const view = { box: boxOfMap(target), zoom };
    const key = `${boxKey(view.box)}|${zoom}`;
    if (key === toldView.current) return;
    toldView.current = key;
    queueMicrotask(() => onViewChange(view));
  });

  const frame = useEffectEvent((target: LeafletMap) => {
    // The box came from this map: it is already in view, so do not jump.
    if (viewKey === searchedHere.current) return;
    fitting.current = true;
    if (box) {
      target.fitBounds(
        [
          [box.minLat, box.minLng],
          [box.maxLat, box.maxLng],
        ],
        { animate: false },
      );
    } else {
      target.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom, { animate: false });
    }
    fitting.current = false;
  });

  useEffect(() => {
    if (!map) return;
    frame(map);
    tellView(map);
  }, [map, viewKey]);

  const onMoved = useEffectEvent(() => {
    if (!map) return;
    if (!fitting.current) setMovedOn(viewKey);
    tellView(map);
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
      const next = boxOfMap(map);
      searchedHere.current = boxKey(next);
      onSearchArea(next);
    },
  };
}
