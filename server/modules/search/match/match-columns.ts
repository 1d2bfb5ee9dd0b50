import { polygonOf } from '#contract/geo/polygon.js';
import type { SavedSearchFilters } from '#contract/saved-searches.js';
import type { savedSearches } from '#server/db/schema/index.js';
import { matchGroups, queryLexemes, tsqueryOf } from '#server/modules/search/analyse/index.js';
import { scaledPolygon } from '../plan/search-filters.js';

type MatchColumns = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'userId' | 'name' | 'filters' | 'frequency' | 'paused' | 'createdAt' | 'updatedAt' | 'lastDigestAt'
>;

/**
 * The columns the matcher reads, written from the filters at every save: the equality keys (0 for
 * "any") the index is probed with, and the rest as they are. The words become the public search's
 * tsquery, so an alert matches the ads the search lists.
 */
export function matchColumns(filters: SavedSearchFilters): MatchColumns {
  const area = polygonOf(filters.Area);
  return {
    placeKey: filters.CityId ?? filters.RegionId ?? 0,
    categoryKey: filters.Category ?? 0,
    transactionKey: filters.TransactionTypeId ?? 0,
    typeKey: filters.PropertyTypeId ?? 0,
    regionId: filters.RegionId ?? null,
    cityId: filters.CityId ?? null,
    minPrice: filters.MinPrice ?? null,
    maxPrice: filters.MaxPrice ?? null,
    minArea: filters.MinArea ?? null,
    maxArea: filters.MaxArea ?? null,
    bedrooms: filters.Bedrooms ?? null,
    bathrooms: filters.Bathrooms ?? null,
    industryTypeId: filters.IndustryTypeId ?? null,
    agentId: filters.AgentId ?? null,
    isFeatured: filters.IsFeatured ?? null,
    minLat: filters.MinLat ?? null,
    maxLat: filters.MaxLat ?? null,
    minLng: filters.MinLng ?? null,
    maxLng: filters.MaxLng ?? null,
    areaPolygon: area ? scaledPolygon(area) : null,
    // A saved search's words are finished: a space after the last keeps it from matching as a prefix.
    wordsQuery: tsqueryOf(matchGroups(queryLexemes(`${filters.Query ?? ''} `))) ?? null,
  };
}
