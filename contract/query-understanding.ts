import { z } from 'zod';
import { queryBoolean } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

/** What a search box's words can name (docs/decisions/0036-query-understanding.md). */
export const understoodKinds = [
  'propertyType',
  'transaction',
  'city',
  'region',
  'district',
  'rooms',
  'price',
  'area',
] as const;
export type UnderstoodKind = (typeof understoodKinds)[number];

/**
 * `AsText=true` searches the words as they are: nothing is read from them as a filter ("search these
 * words as text").
 */
export const asTextField = { AsText: queryBoolean };

/** One thing the words said, for a removable chip: the words that said it and what it reads as. */
export const understoodItem = z
  .object({
    kind: z.enum(understoodKinds),
    /** The words as typed (Arabic-Indic digits made Latin). */
    words: z.string(),
    labelAr: z.string(),
    labelEn: z.string(),
  })
  .register(openApiSchemas, { id: 'UnderstoodItem' });
export type UnderstoodItem = z.infer<typeof understoodItem>;

/**
 * What the search read from `Query`, in the query's order, and the words it searched as text. Absent
 * when the request had no words or asked for them `AsText`. A filter the request set itself wins
 * over one its words say.
 */
export const understoodQuery = z
  .object({ items: z.array(understoodItem), remainingText: z.string() })
  .register(openApiSchemas, { id: 'UnderstoodQuery' });
export type UnderstoodQuery = z.infer<typeof understoodQuery>;
