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
 * and read in full by id, in the page's order, with what their advertisers' badges are read from. The
 * featured ads above the first page are read in the same statement; they are left out of that page's
 * own cards, so none shows twice, while the count and the pages stay those of the matches.
 */
async function readList(deps: AppDeps, query: PropertyListQuery, options: ListOptions) {
  const { query: searched, understood } = await understoodSearch(deps, query);
  const now = deps.clock.now();
  const page = await searchPage(deps.db, now, searched);
  const wanted = [...page.featured, ...page.ids];
  const rows = wanted.length ? await publishedCards(deps, wanted, options.callerId) : [];
  const cards = new Map(
    rows.map((row) => [
      row.property.id,
      { ...toListItem(row, options.language, deps.storage), advertiserBadges: badgesOf(row, now) },
    ]),
  );
  const inOrder = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
  const featured = new Set(page.featured);
  return {
    data: inOrder(page.ids.filter((id) => !featured.has(id))),
    featured: inOrder(page.featured),
    totalPages: Math.ceil(page.total / query.PageSize),
    totalDataCount: page.total,
    totalCapped: page.capped,
    ...(understood && { understood }),
  };
}
