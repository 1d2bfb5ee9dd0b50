import { z } from 'zod';
import { MAX_MAP_ZOOM } from './limits.js';
import { pagingQuery } from './paging.js';
import { propertyListItem, searchFilterFields } from './properties.js';
import { openApiSchemas } from './openapi-registry.js';
import { asTextField } from './query-understanding.js';

/** A query number that must be present: absent or empty is "required", anything else not a number is "wrong type". */
const requiredNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === undefined || value === '' ? undefined : Number(value)), schema);

/**
 * The map of the public search: every filter of the list and its words, a required box (the map's
 * view) and the map's zoom (docs/decisions/0005-map-clusters.md).
 */
export const propertyMapQuery = z
  .object({
    Query: pagingQuery().shape.Query,
    ...searchFilterFields,
    ...asTextField,
    MinLat: requiredNumber(z.number().min(-90).max(90)),
    MaxLat: requiredNumber(z.number().min(-90).max(90)),
    MinLng: requiredNumber(z.number().min(-180).max(180)),
    MaxLng: requiredNumber(z.number().min(-180).max(180)),
    Zoom: requiredNumber(z.number().int().min(0).max(MAX_MAP_ZOOM)),
  })
  .refine((query) => query.MinLat <= query.MaxLat, { message: 'mapBoxInverted', path: ['MaxLat'] })
  .refine((query) => query.MinLng <= query.MaxLng, { message: 'mapBoxInverted', path: ['MaxLng'] });
export type PropertyMapQuery = z.infer<typeof propertyMapQuery>;

export const mapBox = z.object({
  minLat: z.number(),
  maxLat: z.number(),
  minLng: z.number(),
  maxLng: z.number(),
});
export type MapBox = z.infer<typeof mapBox>;

/** Several ads of one grid cell, at their mean position; `box` is the area to zoom into to part them. */
export const mapCluster = z
  .object({ latitude: z.number(), longitude: z.number(), count: z.number().int(), box: mapBox })
  .register(openApiSchemas, { id: 'PropertyMapCluster' });
export type MapCluster = z.infer<typeof mapCluster>;

/**
 * Cells of one ad are points: the ad's list item (price pill and popup card). `total` counts the ads of
 * every cell the box touches; when the filters are ones the grid cannot hold (price, area, rooms,
 * words…) only the newest 1,000 matches are drawn, and `totalCapped` says there are more.
 */
export const propertyMap = z
  .object({
    clusters: z.array(mapCluster),
    points: z.array(propertyListItem),
    total: z.number().int(),
    totalCapped: z.boolean(),
  })
  .register(openApiSchemas, { id: 'PropertyMap' });
export type PropertyMap = z.infer<typeof propertyMap>;
