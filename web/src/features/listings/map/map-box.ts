import type { PropertyListItem } from '#contract/properties';
import type { FilterPatch, ListFilters } from '../filters/list-state';

/** The visible part of the map, as the API's MinLat, MaxLat, MinLng, MaxLng. */
export interface MapBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export type LocatedProperty = PropertyListItem & { latitude: number; longitude: number };

export const isLocated = (property: PropertyListItem): property is LocatedProperty =>
  property.latitude !== null && property.longitude !== null;

export function boxOfFilters(filters: ListFilters): MapBox | undefined {
  const { MinLat, MaxLat, MinLng, MaxLng } = filters;
  if (MinLat === undefined || MaxLat === undefined || MinLng === undefined || MaxLng === undefined)
    return undefined;
  return { minLat: Number(MinLat), maxLat: Number(MaxLat), minLng: Number(MinLng), maxLng: Number(MaxLng) };
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
/** Five decimals: about a metre, and short URLs. */
const coordinate = (value: number, limit: number) => String(Number(clamp(value, limit).toFixed(5)));

export function boxPatch(box: MapBox | undefined): FilterPatch {
  if (!box) return { MinLat: undefined, MaxLat: undefined, MinLng: undefined, MaxLng: undefined };
  return {
    MinLat: coordinate(box.minLat, 90),
    MaxLat: coordinate(box.maxLat, 90),
    MinLng: coordinate(box.minLng, 180),
    MaxLng: coordinate(box.maxLng, 180),
  };
}

export const boxKey = (box: MapBox) => Object.values(boxPatch(box)).join(',');
