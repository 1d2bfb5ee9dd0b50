import { z } from 'zod';
import { writtenText } from './written-text.js';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX_LENGTH } from './limits.js';
import { absentWhenEmpty, pagingQuery } from './paging.js';
import { searchFilterFields } from './properties.js';
import { openApiSchemas } from './openapi-registry.js';

/** How a saved search tells its owner of new and cheaper matching ads. */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

const flags: Record<string, boolean | undefined> = { true: true, '1': true, false: false, '0': false };
/** A flag: a JSON body may send it as a boolean, a URL as text. */
const flag = z.preprocess((value) => flags[String(value)] ?? value, z.boolean().optional());

const latitude = absentWhenEmpty(z.coerce.number().min(-90).max(90));
const longitude = absentWhenEmpty(z.coerce.number().min(-180).max(180));

/**
 * What a saved search runs: the public search's filters (the same schema as the lists), its words
 * (`AsText`: searched as they are, none read as a filter) and the map's box, as the /search URL names
 * them. The box is whole or absent.
 */
export const savedSearchFilters = z
  .object({
    ...searchFilterFields,
    Query: pagingQuery().shape.Query,
    AsText: flag,
    MinLat: latitude,
    MaxLat: latitude,
    MinLng: longitude,
    MaxLng: longitude,
    IsFeatured: flag,
  })
  .refine(
    (filters) => {
      const box = [filters.MinLat, filters.MaxLat, filters.MinLng, filters.MaxLng];
      return box.every((value) => value === undefined) || box.every((value) => value !== undefined);
    },
    { message: 'mapBoxIncomplete', path: ['MinLat'] },
  )
  .refine((filters) => filters.MinLat === undefined || filters.MinLat <= (filters.MaxLat ?? 90), {
    message: 'mapBoxInverted',
    path: ['MaxLat'],
  })
  .refine((filters) => filters.MinLng === undefined || filters.MinLng <= (filters.MaxLng ?? 180), {
    message: 'mapBoxInverted',
    path: ['MaxLng'],
  });
export type SavedSearchFilters = z.infer<typeof savedSearchFilters>;

const some = z.number().optional();
/** The filters as stored and answered: numbers, a flag and the words, each absent when not set. */
export const savedSearchFiltersOut = z
  .object({
    Category: some,
    TransactionTypeId: some,
    PropertyTypeId: some,
    RegionId: some,
    CityId: some,
    MinPrice: some,
    MaxPrice: some,
    MinArea: some,
    MaxArea: some,
    Bedrooms: some,
    Bathrooms: some,
    IndustryTypeId: some,
    IsFeatured: z.boolean().optional(),
    AgentId: some,
    Query: z.string().optional(),
    AsText: z.boolean().optional(),
    MinLat: some,
    MaxLat: some,
    MinLng: some,
    MaxLng: some,
    Area: z.string().optional(),
  } satisfies Record<keyof SavedSearchFilters, z.ZodType>)
  .register(openApiSchemas, { id: 'SavedSearchFilters' });

const name = writtenText().min(1).max(SAVED_SEARCH_NAME_MAX_LENGTH);

export const createSavedSearchBody = z.object({
  name,
  filters: savedSearchFilters,
  frequency: z.enum(alertFrequencies).default('instant'),
});

/** Rename, pause or resume, or change how often it alerts; what is left out stays. */
export const updateSavedSearchBody = z.object({
  name: name.optional(),
  paused: z.boolean().optional(),
  frequency: z.enum(alertFrequencies).optional(),
});

export const savedSearchIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const savedSearch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    filters: savedSearchFiltersOut,
    frequency: z.enum(alertFrequencies),
    /** Paused: kept, but alerts nobody. */
    paused: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchList = z.object({
  data: z.array(savedSearch),
  /** How many a user may keep. */
  limit: z.literal(MAX_SAVED_SEARCHES),
});
export type SavedSearchList = z.infer<typeof savedSearchList>;

/** An unsubscribe link's parameters: the saved search, when the link was made, and its signature. */
export const unsubscribeBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  /** Milliseconds since 1970 at which the link was made. */
  at: z.coerce.number().int().positive(),
  token: z.string().min(1).max(200),
});
export const unsubscribeAnswer = z.object({ name: z.string(), paused: z.literal(true) });
