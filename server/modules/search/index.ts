/**
 * Public search: analyse, plan, run, the map and saved-search matching (ADR 0004). What other
 * modules may use of it; the rest is its own.
 */
export { lexemesFor } from './indexing/ad-lexemes.js';
export { reanalyseAds } from './indexing/reanalyse-ads.js';
export { rebuildSearch } from './indexing/rebuild-search.js';
export { propertySearchText } from './indexing/search-text.js';
export { mapProperties } from './map/map-properties.js';
export { matchColumns } from './match/match-columns.js';
export { matchQuery, matchedAd, matchingSearches, type MatchedAd } from './match/matching-searches.js';
export { searchPage } from './run/public-search.js';
export {
  loadVocabulary,
  seedVocabulary,
  understandQuery,
  understoodSearch,
  vocabularyOf,
  withUnderstanding,
  type QueryUnderstanding,
  type Understood,
  type UnderstoodFilters,
  type Vocabulary,
} from './understand/index.js';
