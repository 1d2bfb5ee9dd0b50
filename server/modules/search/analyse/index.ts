/**
 * Search lexemes (docs/decisions/0004-search-at-scale.md): ads and queries go through the same
 * functions, so their forms meet in the database's 'simple' text search.
 */
export {
  documentLexemes,
  matchGroups,
  queryLexemes,
  searchLexemes,
  tsqueryOf,
  tsqueryText,
  type Choice,
  type QueryLexemes,
} from './lexemes.js';
export { normalizeForSearch } from '#server/lib/normalise-text.js';

/** The analyser's version: raise it whenever any text's lexemes change, so stored ads are analysed again. */
export const ANALYSER_VERSION = 1;
