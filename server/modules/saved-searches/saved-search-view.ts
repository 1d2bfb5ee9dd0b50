import type { SavedSearch } from '#contract/saved-searches.js';
import type { SavedSearchRow } from '#server/db/schema/index.js';

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
  };
}
