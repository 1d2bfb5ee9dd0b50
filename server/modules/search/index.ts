export { lexemesFor } from './indexing/ad-lexemes.js';
export { reanalyseAds } from './indexing/reanalyse-ads.js';
export { rebuildSearch } from './indexing/rebuild-search.js';
export { propertySearchText } from './indexing/search-text.js';
export { mapProperties } from './map/map-properties.js';
export { matchColumns } from './match/match-columns.js';
export { matchQuery, matchedAd, matchingSearches, type MatchedAd } from './match/matching-searches.js';
export { searchPage } from './run/public-search.js';
