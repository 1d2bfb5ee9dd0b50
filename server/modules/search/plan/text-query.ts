import { sql, type SQL } from 'drizzle-orm';
import { tsqueryOf, type Choice } from '#server/modules/search/analyse/index.js';

/**
 * What a person typed (lexemes.ts `matchGroups`), as a tsquery over the ads' lexemes (every word must
 * match; the last may be unfinished). Undefined when nothing searchable was typed.
 */
export function textQuery(groups: Choice[][]): SQL | undefined {
  const text = tsqueryOf(groups);
  return text === undefined ? undefined : sql`to_tsquery('simple', ${text})`;
}
