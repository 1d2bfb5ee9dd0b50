import type { EndpointInput } from '#contract/endpoint';
import { mapProperties } from '#contract/endpoints/properties';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { filterQuery, MAP_BOX_KEYS, type ListFilters } from '../filters/list-state';
import { boxPatch, type MapBox } from './map-box';

/** What the map shows: its box (the visible area) and Leaflet's zoom, a whole number. */
export interface MapView {
  box: MapBox;
  zoom: number;
}

type MapQuery = EndpointInput<typeof mapProperties>['query'];

/**
 * The search map's clusters and ads (api.md "Properties", `mapProperties`): the search's
 * filters without the URL's area (the map shows its own view), the view's box and zoom.
 */
export function propertyMapQuery(filters: ListFilters, view: MapView) {
  const withoutArea = Object.fromEntries(
    Object.entries(filters).filter(([key]) => !(MAP_BOX_KEYS as readonly string[]).includes(key)),
  );
  // The box as the URL would carry it (five decimals).
  const box = boxPatch(view.box);
  const query: MapQuery = {
    ...filterQuery(withoutArea),
    MinLat: Number(box.MinLat),
    MaxLat: Number(box.MaxLat),
    MinLng: Number(box.MinLng),
    MaxLng: Number(box.MaxLng),
    Zoom: view.zoom,
  };
  return endpointQuery(mapProperties, { query });
}
