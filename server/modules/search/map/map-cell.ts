import type { MapBox } from '#contract/property-map.js';

/** One drawn grid cell: its ads' count and mean position; `id` is its ad's when it holds one. */
export interface MapCell {
  count: number;
  latitude: number;
  longitude: number;
  id: number | undefined;
  box: MapBox;
}

export interface MapCells {
  cells: MapCell[];
  /** The ads of the drawn cells; `capped` when only the search window of them was drawn. */
  total: number;
  capped: boolean;
}
