import { z } from 'zod';
import { absentWhenEmpty, listEnvelope, pagingQuery, queryId } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

export const lookupNames = [
  'transactiontype',
  'propertytype',
  'region',
  'floor',
  'relaxmedia',
  'buildtype',
  'industrytype',
  'industryfeature',
] as const;

/** Lookup lists are short: they answer up to 100 entries a page by default. */
export const lookupQuery = pagingQuery(100).extend({
  Category: absentWhenEmpty(z.coerce.number().int().min(1).max(2)),
  ParentId: queryId,
});

export const lookupItem = z
  .object({
    id: z.number().int(),
    key: z.string().nullable(),
    name: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    category: z.number().int().nullable(),
    parentId: z.number().int().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .register(openApiSchemas, { id: 'Lookup' });
export type LookupItem = z.infer<typeof lookupItem>;

export const lookupList = listEnvelope(lookupItem);

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;
