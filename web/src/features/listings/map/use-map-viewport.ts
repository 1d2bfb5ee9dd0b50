import type { LatLngBoundsLiteral, Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MAX_MAP_ZOOM } from '#contract/limits';
import type { PropertyMap } from '#contract/property-map';
import { boxKey, type MapBox } from './map-box';
import type { MapView } from './map-query';

/** Saudi Arabia, when the URL has no area: the first answer is asked for it, at any width. */
const KINGDOM: LatLngBoundsLiteral = [
  [16.3, 34.5],
  [32.2, 55.7],
];
/** Fitted to its results, the map leaves this room around them and zooms no closer than a district. */
const RESULTS_PADDING: [number, number] = [32, 32];
const RESULTS_MAX_ZOOM = 13;

/** The area a map answer's ads cover (a cluster's box holds its ads), or none when it has none. */
function extentOf(answer: PropertyMap): LatLngBoundsLiteral | undefined {
  const boxes = [
    ...answer.clusters.map((cluster) => cluster.box),
    ...answer.points.flatMap(({ latitude, longitude }) =>
      latitude === null || longitude === null
        ? []
        : [{ minLat: latitude, maxLat: latitude, minLng: longitude, maxLng: longitude }],
    ),
  ];
  if (boxes.length === 0) return undefined;
  return [
    [Math.min(...boxes.map((box) => box.minLat)), Math.min(...boxes.map((box) => box.minLng))],
    [Math.max(...boxes.map((box) => box.maxLat)), Math.max(...boxes.map((box) => box.maxLng))],
  ];
}

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
 * Frames the map on the searched box when the URL has one, otherwise on Saudi Arabia and then, once
 * the first answer came, on its results; tells its view (box and zoom) whenever it settles, so its
 * clusters can be asked for; tells whether the person has moved the map since it was framed (then
 * "search this area" is offered), and turns the view into a box. A map that only changed size (a
 * phone's address bar hiding, a turned screen) has not been moved.
 */
export function useMapViewport(
  map: LeafletMap | null,
  box: MapBox | undefined,
  answer: PropertyMap | undefined,
  onViewChange: (view: MapView) => void,
  onSearchArea: (box: MapBox) => void,
) {
  const fitting = useRef(false);
  const resized = useRef(false);
  const fittedResults = useRef(false);
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
      target.fitBounds(KINGDOM, { animate: false });
    }
    fitting.current = false;
  });

  const fitResults = useEffectEvent((target: LeafletMap, shown: PropertyMap) => {
    if (box || fittedResults.current || movedOn === viewKey) return;
    fittedResults.current = true;
    const extent = extentOf(shown);
    if (!extent) return;
    fitting.current = true;
    target.fitBounds(extent, { padding: RESULTS_PADDING, maxZoom: RESULTS_MAX_ZOOM, animate: false });
    fitting.current = false;
  });
  useEffect(() => {
    if (map && answer) fitResults(map, answer);
  }, [map, answer]);

  useEffect(() => {
    if (!map) return;
    frame(map);
    tellView(map);
  }, [map, viewKey]);

  const onMoved = useEffectEvent(() => {
    if (!map) return;
    if (!fitting.current && !resized.current) setMovedOn(viewKey);
    resized.current = false;
    tellView(map);
  });
  useEffect(() => {
    if (!map) return;
    const listener = () => onMoved();
    // Leaflet follows a resized window with a `resize`, then a `moveend` of its own.
    const resize = () => {
      resized.current = true;
    };
    const gesture = () => {
      resized.current = false;
    };
    map.on('moveend', listener);
    map.on('resize', resize);
    map.on('dragstart zoomstart', gesture);
    return () => {
      map.off('moveend', listener);
      map.off('resize', resize);
      map.off('dragstart zoomstart', gesture);
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
