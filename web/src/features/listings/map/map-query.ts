import { queryOptions } from '@tanstack/react-query';
import type { PropertyMap } from '../../../../../contract/property-map';
import { apiRequest } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { toSearch } from '../../catalogue/api';
import { MAP_BOX_KEYS, type ListFilters } from '../filters/list-state';
import { boxPatch, type MapBox } from './map-box';

/** What the map shows: its box (the visible area) and Leaflet's zoom, a whole number. */
export interface MapView {
  box: MapBox;
  zoom: number;
}

/**
 * The search map's clusters and ads (api.md "Properties", `GET website/property/map`): the search's
 * filters without the URL's area (the map shows its own view), the view's box and zoom.
 */
export function propertyMapQuery(filters: ListFilters, view: MapView) {
  const params: Record<string, string | number | undefined> = {
    ...Object.fromEntries(
      Object.entries(filters).filter(([key]) => !(MAP_BOX_KEYS as readonly string[]).includes(key)),
    ),
    ...boxPatch(view.box),
    Zoom: view.zoom,
  };
  return queryOptions({
    queryKey: ['properties', 'map', i18n.language, params],
    queryFn: () => apiRequest<PropertyMap>(`website/property/map?${toSearch(params)}`),
  });
}
