import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { lookupNames } from '../lookups.js';
import { listEnvelope, queryBoolean, queryId, sortablePagingQuery } from '../paging.js';
import { openApiSchemas } from '../openapi-registry.js';

export const lookupKind = z.enum(lookupNames, { error: 'fieldInvalid' });
export type LookupKindName = z.infer<typeof lookupKind>;

export const lookupSortOrders = [
  'orderAsc',
  'orderDesc',
  'nameArAsc',
  'nameArDesc',
  'nameEnAsc',
  'nameEnDesc',
  'usageAsc',
  'usageDesc',
  'newest',
  'oldest',
] as const;
export type LookupSortOrder = (typeof lookupSortOrders)[number];

/**
 * One lookup list, hidden entries included. `Query` matches either name; for regions `IsCity`
 * keeps regions (false) or cities (true) and `ParentId` one region's cities.
 */
export const dashboardLookupQuery = sortablePagingQuery(
  lookupSortOrders,
  {
    Kind: z.enum(lookupNames, { error: 'fieldInvalid' }),
    ParentId: queryId,
    IsCity: queryBoolean,
    IsHidden: queryBoolean,
  },
  20,
);
export type DashboardLookupQuery = z.infer<typeof dashboardLookupQuery>;

const name = (required: 'lookupNameArRequired' | 'lookupNameEnRequired') =>
  writtenText({ error: required }).min(1, required).max(100, 'fieldTooLong');

/**
 * What staff may set. `category` (1 residential, 2 industrial) belongs to property types only and
 * is required there; `parentId` makes a region entry a city of that region; coordinates belong to
 * regions and cities, both or neither. A missing `sortOrder` puts a new entry last.
 */
export const lookupFields = z.object({
  nameAr: name('lookupNameArRequired'),
  nameEn: name('lookupNameEnRequired'),
  category: z.union([z.literal(1), z.literal(2)], { error: 'fieldInvalid' }).nullish(),
  parentId: z.number({ error: 'fieldInvalid' }).int().positive().max(2_147_483_647).nullish(),
  latitude: z.number({ error: 'fieldInvalid' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'fieldInvalid' }).min(-180).max(180).nullish(),
  sortOrder: z.number({ error: 'fieldInvalid' }).int().min(0).max(1_000_000).optional(),
});
export type LookupFields = z.infer<typeof lookupFields>;

export const createLookupBody = lookupFields.extend({ kind: lookupKind });
export type CreateLookupBody = z.infer<typeof createLookupBody>;

/** An edit sends every field again; the kind of an entry never changes. */
export const updateLookupBody = lookupFields;
export type UpdateLookupBody = z.infer<typeof updateLookupBody>;

const parentRef = z.object({ id: z.number().int(), nameAr: z.string(), nameEn: z.string() });

export const dashboardLookup = z
  .object({
    id: z.number().int(),
    kind: lookupKind,
    /** Set on the entries that come with the site; those are hidden, never deleted. */
    key: z.string().nullable(),
    nameAr: z.string(),
    nameEn: z.string(),
    category: z.number().int().nullable(),
    parentId: z.number().int().nullable(),
    parent: parentRef.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isHidden: z.boolean(),
    sortOrder: z.number().int(),
    /** How many ads (any status) use the entry. */
    usageCount: z.number().int(),
    /** How many cities a region has; 0 for everything else. */
    childCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardLookup' });
export type DashboardLookup = z.infer<typeof dashboardLookup>;

export const dashboardLookupList = listEnvelope(dashboardLookup);
export type DashboardLookupList = z.infer<typeof dashboardLookupList>;
