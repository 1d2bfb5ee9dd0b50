import { and, not, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';
import { paidFeaturingRuns } from '#server/modules/ads/index.js';
import { matchGroups, queryLexemes, tsqueryOf } from '#server/modules/search/analyse/index.js';
import {
  gatherAndCount,
  matchStatements,
  searchMatches,
  type CountPath,
  type MatchRequest,
} from './first-matches.js';
import { fixedFilterValues, searchFilters, sortBound, walkStarts } from '../plan/search-filters.js';
import { byRelevance, newestFirst, sortOrder } from '../plan/search-order.js';
import { LONGEST_RANKED_WALK, rankedPage, rankedStatement, type RankedRequest } from './ranked-page.js';
import { textQuery } from '../plan/text-query.js';
import { searchStatistics } from '../plan/search-statistics.js';
import { officeSearchMatches, officeStatement, type OfficeSearch } from './office-search.js';
import { featuredListPage, featuredSlots } from './featured-ads.js';
import type { StartSize } from '../plan/start-sizes.js';

/**
 * A public search looks at most at this many matches in its order: counts stop there ("1,000+"), pages
 * end there, and relevance ranks the newest this many matches of a text. No request counts, sorts or
 * ranks the whole catalogue (docs/decisions/0004-search-at-scale.md).
 */
export const SEARCH_WINDOW = 1_000;

export interface SearchPage {
  ids: number[];
  /** Matches counted up to SEARCH_WINDOW; `capped` when there are more. */
  total: number;
  capped: boolean;
  /**
   * Featured ads among the matches, to stand above the first page of the default order (featured-ads.ts
   * `featuredSlots`); not counted in `total`, and they keep their place in the order.
   */
  featured: number[];
}

export async function searchPage(db: Database, now: Date, query: PropertyListQuery): Promise<SearchPage> {
  if (isOfficeSearch(query)) return { ...(await officePage(db, query)), featured: [] };
  if (query.IsFeatured === true) return { ...(await featuredPage(db, query)), featured: [] };
  const [page, featured] = await Promise.all([
    matchesPage(db, now, query),
    showsFeaturedSlots(query) ? featuredSlots(db, slotMatches(query)) : [],
  ]);
  return { ...page, featured };
}

/** A search's matches in the fixed form, set or not: the slots' one statement text (featured-ads.ts). */
const slotMatches = (query: PropertyListQuery) => ({
  values: fixedFilterValues(query),
  text: tsqueryOf(searchCondition(query).groups),
});

/**
 * The first page of a search in its default order (no `SortBy`: the newest, or relevance for words)
 * has featured ads above it; an explicit sort, a later page, a list of featured ads or of ads not
 * featured has none.
 */
const showsFeaturedSlots = (query: PropertyListQuery) =>
  query.SortBy === undefined && query.PageNumber === 0 && query.IsFeatured === undefined;

/** The page of matches in the search's order, and their count. */
async function matchesPage(
  db: Database,
  now: Date,
  query: PropertyListQuery,
): Promise<Omit<SearchPage, 'featured'>> {
  const statistics = await searchStatistics(db, now);
  const { matches, counting, text, page } = searchOf(query, statistics.startSize);
  if (text && !query.SortBy) {
    const { ids, counted } = await rankedPage(db, statistics, rankedRequest(matches, text, page));
    return { ids, ...windowCount(counted) };
  }
  const { ids, counted } = await searchMatches(
    db,
    statistics,
    { ...matches, count: page.offset + page.limit },
    { ...counting, limit: SEARCH_WINDOW + 1 },
  );
  return { ids: ids.slice(page.offset), ...windowCount(counted) };
}

const isOfficeSearch = (query: PropertyListQuery): query is OfficeSearch => query.OfficeId !== undefined;

/** Featured ads only, staff's and paid (featured-ads.ts `featuredListPage`): few, so their own way. */
async function featuredPage(db: Database, query: PropertyListQuery) {
  const { where, text } = searchCondition({ ...query, IsFeatured: undefined });
  const order = sortOrder(query.SortBy);
  const ranked = text !== undefined && !query.SortBy;
  const { ids, counted } = await featuredListPage(db, {
    where,
    order,
    pageOrder: ranked ? byRelevance(text, s) : order,
    words: ranked,
    page: { ...pageOf(query), window: SEARCH_WINDOW },
  });
  return { ids, ...windowCount(counted) };
}

/** One office's ads (office-search.ts): its own way, which no other search takes. */
async function officePage(db: Database, query: OfficeSearch): Promise<Omit<SearchPage, 'featured'>> {
  const { where, text } = searchCondition(query);
  const { ids, counted } = await officeSearchMatches(db, query, { where, text }, officeWindow(query));
  return { ids, ...windowCount(counted) };
}

const officeWindow = (query: PropertyListQuery) => ({ ...pageOf(query), window: SEARCH_WINDOW });

/** Matches counted up to one past the window, as a search says them. */
export const windowCount = (counted: number) => ({
  total: Math.min(counted, SEARCH_WINDOW),
  capped: counted > SEARCH_WINDOW,
});

/**
 * What a search matches: its filters and its words (`text`, undefined when it has none, and `groups`,
 * what a match must hold of them); `fixed` is the same in the fixed form walks send (walk.ts
 * `FixedMatches`), undefined when nothing is filtered.
 */
export function searchCondition(
  query: Omit<PropertyListQuery, 'PageSize' | 'PageNumber' | 'SortBy'>,
  sizes?: StartSize,
) {
  const groups = matchGroups(queryLexemes(query.Query ?? ''));
  const text = textQuery(groups);
  // Ads not featured: nor by payment, which no filter column holds (so not in the walks' fixed form).
  const unpaid = query.IsFeatured === false ? not(paidFeaturingRuns(s.id)) : undefined;
  const where = and(...searchFilters(query), text && sql`${s.document} @@ ${text}`, unpaid);
  const fixed = where && !unpaid ? { values: fixedFilterValues(query), text: tsqueryOf(groups) } : undefined;
  return { where, fixed, text, groups, starts: walkStarts(query, sizes), words: text !== undefined };
}

const rankedRequest = (matches: MatchRequest, text: SQL, page: Page): RankedRequest => ({
  where: matches.where,
  rank: byRelevance(text, s),
  start: matches.start,
  groups: matches.groups ?? [],
  page: { ...page, window: SEARCH_WINDOW },
});

interface Page {
  offset: number;
  limit: number;
}

/** `sizes`: the starts' sizes, to start walks among the fewest ads (search-filters.ts `walkStarts`). */
function searchOf(query: PropertyListQuery, sizes?: StartSize) {
  const { text, starts, where, fixed, words, groups } = searchCondition(query, sizes);
  // Relevance ranks the newest matches, so a search without a sort walks the newest first too.
  const newest = !query.SortBy || query.SortBy === 'newest';
  const matches: MatchRequest = {
    where,
    fixed,
    words,
    groups,
    start: newest ? starts.newest : sortedStart(starts, query.SortBy),
    bound: sortBound(query, query.SortBy),
    order: newest ? newestFirst : sortOrder(query.SortBy),
    count: SEARCH_WINDOW,
  };
  return {
    matches,
    counting: countPath(query, starts),
    text,
    page: pageOf(query),
  };
}

/** The page's place in the window; a page past the window is refused. */
function pageOf(query: PropertyListQuery): Page {
  const offset = query.PageNumber * query.PageSize;
  if (offset >= SEARCH_WINDOW) throw fieldError('PageNumber', 'pageTooDeep', { max: SEARCH_WINDOW });
  return { offset, limit: Math.min(query.PageSize, SEARCH_WINDOW - offset) };
}

/**
 * Where a count walks: through the filters' price range, else their area range, in that order's index
 * (only ads within the range are read), else the newest, which is also the other way
 * (first-matches.ts `countPathOf`).
 */
function countPath(
  query: PropertyListQuery,
  starts: ReturnType<typeof walkStarts>,
): Omit<CountPath, 'limit'> {
  const newest = { start: starts.newest, order: newestFirst };
  for (const sortBy of ['priceAsc', 'areaAsc'] as const) {
    const bound = sortBound(query, sortBy);
    if (bound) return { start: sortedStart(starts, sortBy), bound, order: sortOrder(sortBy), newest };
  }
  return newest;
}

const sortedStart = (starts: ReturnType<typeof walkStarts>, sortBy: PropertyListQuery['SortBy']) =>
  sortBy === 'priceAsc' || sortBy === 'priceDesc' ? starts.byPrice : starts.byArea;

/** The matches a search asks for, before the page and the count are taken from them. */
export const matchRequestOf = (query: PropertyListQuery): MatchRequest => searchOf(query).matches;

/** What a search of words without a sort ranks, before the page is taken from it. */
export function rankedRequestOf(query: PropertyListQuery): RankedRequest | undefined {
  const { matches, text, page } = searchOf(query);
  return text && rankedRequest(matches, text, page);
}

/** Every statement a search may send, for reading their plans. */
export function searchStatements(db: Pick<Database, 'select'>, query: PropertyListQuery) {
  if (isOfficeSearch(query)) {
    const { where, text } = searchCondition(query);
    const statement = officeStatement(query, { where, text }, officeWindow(query));
    return [statement.ranked ?? gatherAndCount(statement.gathered, SEARCH_WINDOW + 1)];
  }
  const { matches, counting, page, text } = searchOf(query);
  if (text && !query.SortBy) {
    const ranked = rankedRequest(matches, text, page);
    const walk = { start: ranked.start, order: newestFirst, rows: LONGEST_RANKED_WALK };
    return [rankedStatement(ranked, walk), rankedStatement(ranked, undefined)];
  }
  return matchStatements(
    db,
    { ...matches, count: page.offset + page.limit },
    { ...counting, limit: SEARCH_WINDOW + 1 },
  );
}
