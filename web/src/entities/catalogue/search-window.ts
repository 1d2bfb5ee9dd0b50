/**
 * How many matches a public search counts and pages through: past them the API answers
 * `totalDataCount` 1000 with `totalCapped`, and refuses deeper pages (docs/decisions/0004-search-at-scale.md).
 * The server's own constant is `SEARCH_WINDOW` in server/modules/properties/search/public-search.ts.
 */
export const SEARCH_WINDOW = 1_000;
