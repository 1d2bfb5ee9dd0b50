import type { SavedSearch } from '#contract/saved-searches';

/** The /search URL of a saved search: the filters under the names the search page reads. */
export function resultsPath(filters: SavedSearch['filters']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? '/search' : `/search?${text}`;
}
