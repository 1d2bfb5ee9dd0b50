import type { PropertyListQuery } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import type { Language } from '#contract/common.js';
import { badgesOf, publishedCards, toListItem } from '../ads/index.js';
import { searchPage, understoodSearch } from '../search/index.js';

interface ListOptions {
  /** Set by the per-category routes; overrides the Category filter. */
  category?: 1 | 2;
  callerId?: string | undefined;
  language: Language;
}

/**
 * The public catalogue: published ads only, with every filter, sort, words and the map box. Answers
 * for anonymous callers (no isFavorite to compute) come from the short-lived list cache.
 */
export async function listProperties(deps: AppDeps, query: PropertyListQuery, options: ListOptions) {
  const category = options.category ?? query.Category;
  if (options.callerId !== undefined) return readList(deps, { ...query, Category: category }, options);
  const key = JSON.stringify([options.language, category, query]);
  return deps.listCache.get(key, () => readList(deps, { ...query, Category: category }, options));
}

/**
 * The words are read as filters first (ADR 0036), then the page's ads are found in the search table
 * and read in full by id, in the page's order, with what their advertisers' badges are read from.
 */
async function readList(deps: AppDeps, query: PropertyListQuery, options: ListOptions) {
  const { query: searched, understood } = await understoodSearch(deps, query);
  const now = deps.clock.now();
  const page = await searchPage(deps.db, now, searched);
  const rows = page.ids.length ? await publishedCards(deps, page.ids, options.callerId) : [];
  const position = new Map(page.ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.property.id) ?? 0) - (position.get(b.property.id) ?? 0));
  return {
    data: rows.map((row) => ({
      ...toListItem(row, options.language, deps.storage),
      advertiserBadges: badgesOf(row, now),
    })),
    totalPages: Math.ceil(page.total / query.PageSize),
    totalDataCount: page.total,
    totalCapped: page.capped,
    ...(understood && { understood }),
  };
}
