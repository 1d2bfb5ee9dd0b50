import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { isSelfIntersecting, MIN_AREA_VERTICES, simplifyPath, type LatLng } from '#contract/geo/polygon';

/** A press that moves further than this (pixels) draws freehand; a shorter one is a click. */
const DRAG_PIXELS = 8;
/** Freehand points closer than this (pixels) to the last one are skipped. */
const TRACE_STEP_PIXELS = 3;
/** A click this close (pixels) to the first vertex closes the area. */
const CLOSE_PIXELS = 14;

export type DrawingProblem = 'crosses' | 'tooSmall';

export interface AreaDrawing {
  drawing: boolean;
  /** What is drawn so far: the clicked vertices, or the freehand trace. */
  path: LatLng[];
  problem: DrawingProblem | undefined;
  start: () => void;
  cancel: () => void;
  /** Closes the clicked vertices into the area (at least 3). */
  finish: () => void;
}

const toLatLng = ({ lat, lng }: { lat: number; lng: number }): LatLng => ({ lat, lng });

/**
 * Drawing an area on the Leaflet map with plain pointer events (mouse, pen and touch alike): while
 * drawing, the map does not pan; a click adds a vertex (a click on the first one closes the area), a
 * press-and-drag or a finger's drag traces it freehand and closes it when released. The path is
 * simplified to at most 50 vertices (`simplifyPath`); one that crosses itself is refused and drawn
 * again. `onArea` receives the polygon.
 */
export function useAreaDrawing(map: LeafletMap | null, onArea: (polygon: LatLng[]) => void): AreaDrawing {
  const [drawing, setDrawing] = useState(false);
  const [path, setPath] = useState<LatLng[]>([]);
  const [problem, setProblem] = useState<DrawingProblem | undefined>(undefined);

  const close = (drawn: LatLng[]) => {
    const polygon = simplifyPath(drawn);
    setPath([]);
    if (polygon.length < MIN_AREA_VERTICES) return setProblem('tooSmall');
    if (isSelfIntersecting(polygon)) return setProblem('crosses');
    setProblem(undefined);
    setDrawing(false);
    onArea(polygon);
  };
  const closeTrace = useEffectEvent(close);

  const addVertex = useEffectEvent((target: LeafletMap, point: LatLng) => {
    const [first] = path;
    if (first && path.length >= MIN_AREA_VERTICES) {
      const distance = target.latLngToContainerPoint(first).distanceTo(target.latLngToContainerPoint(point));
      if (distance <= CLOSE_PIXELS) return close(path);
    }
    setProblem(undefined);
    setPath([...path, point]);
  });

  useEffect(() => {
    if (!map || !drawing) return;
    const container = map.getContainer();
    map.dragging.disable();
    map.doubleClickZoom.disable();
    map.boxZoom.disable();
    container.classList.add('manzil-drawing');
    let press: { id: number; x: number; y: number; trace: LatLng[]; freehand: boolean } | undefined;

    const down = (event: PointerEvent) => {
      if (!event.isPrimary || event.button > 0) return;
      // The map's own controls (zoom, attribution) keep their clicks.
      if ((event.target as Element).closest('.leaflet-control')) return;
      event.preventDefault();
      container.setPointerCapture(event.pointerId);
      const trace = [toLatLng(map.mouseEventToLatLng(event))];
      press = { id: event.pointerId, x: event.clientX, y: event.clientY, trace, freehand: false };
    };
    const move = (event: PointerEvent) => {
      if (press?.id !== event.pointerId) return;
      const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      if (!press.freehand && moved < DRAG_PIXELS) return;
      press.freehand = true;
      const point = toLatLng(map.mouseEventToLatLng(event));
      const last = press.trace[press.trace.length - 1];
      const step = last
        ? map.latLngToContainerPoint(last).distanceTo(map.latLngToContainerPoint(point))
        : Infinity;
      if (step < TRACE_STEP_PIXELS) return;
      press.trace.push(point);
      setPath([...press.trace]);
    };
    const up = (event: PointerEvent) => {
      if (press?.id !== event.pointerId) return;
      const { freehand, trace } = press;
      press = undefined;
      const [point] = trace;
      if (freehand) closeTrace(trace);
      else if (point) addVertex(map, point);
    };
    const cancelPress = () => {
      press = undefined;
    };
    container.addEventListener('pointerdown', down);
    container.addEventListener('pointermove', move);
    container.addEventListener('pointerup', up);
    container.addEventListener('pointercancel', cancelPress);
    return () => {
      container.removeEventListener('pointerdown', down);
      container.removeEventListener('pointermove', move);
      container.removeEventListener('pointerup', up);
      container.removeEventListener('pointercancel', cancelPress);
      container.classList.remove('manzil-drawing');
      map.dragging.enable();
      map.doubleClickZoom.enable();
      map.boxZoom.enable();
    };
  }, [map, drawing]);

  const cancel = () => {
    setDrawing(false);
    setPath([]);
    setProblem(undefined);
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  });
  useEffect(() => {
    if (!drawing) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [drawing]);

  return {
    drawing,
    path,
    problem,
    start: () => {
      setDrawing(true);
      setPath([]);
      setProblem(undefined);
    },
    cancel,
    finish: () => {
      if (path.length >= MIN_AREA_VERTICES) close(path);
    },
  };
}
