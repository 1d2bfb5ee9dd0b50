import { sql, type SQL } from 'drizzle-orm';
import { tsqueryText } from '../../../lib/search/index.js';

/**
 * What a person typed, as a tsquery over the ads' lexemes (every word must match; the last may be
 * unfinished). Undefined when nothing searchable was typed.
 */
export function textQuery(typed: string | undefined): SQL | undefined {
  const text = tsqueryText(typed ?? '');
  return text === undefined ? undefined : sql`to_tsquery('simple', ${text})`;
}
