import { listIndustries, listProperties, listResidences } from '#contract/endpoints/properties';
import type { Language } from '#contract/common';
import {
  lookupQuery,
  propertyListQuery,
  type ListEndpoint,
  type ListQuery,
} from '#web/entities/catalogue/api';
import { pageLoader } from '#web/lib/api/endpoint-queries';
import { SEARCH_WINDOW } from '#web/entities/catalogue/search-window';
import {
  FILTER_KEYS,
  MAP_BOX_KEYS,
  filterQuery,
  readListState,
  type FilterKey,
  type ListState,
} from './filters/list-state';
import { panelLookups } from './filters/panel-lookups';
import { firstSegment } from '#web/lib/browser/navigation';

/** The category lists: /recidence, /industry and /AllFeatureProperty. */
export type ListKind = 'residential' | 'industrial' | 'featured';
export type ScreenKind = ListKind | 'search';

/** The list each route shows, by its path's first segment (product-spec.md §2). */
const KIND_OF_PATH: Record<string, ScreenKind> = {
  recidence: 'residential',
  industry: 'industrial',
  allfeatureproperty: 'featured',
  search: 'search',
};

export const screenKindOf = (pathname: string): ScreenKind =>
  KIND_OF_PATH[firstSegment(pathname)] ?? 'search';

export interface ListScreen {
  endpoint: ListEndpoint;
  /** Set when the route shows one category; otherwise the screen offers a category switch. */
  category: '1' | '2' | undefined;
  /** Sent with every request of the screen. */
  fixed: ListQuery;
  /** The filters the screen reads from and writes to the URL. */
  keys: readonly FilterKey[];
  title: 'residenceList' | 'industryList' | 'featured' | 'search';
}

const WITHOUT_MAP_BOX = FILTER_KEYS.filter((key) => !(MAP_BOX_KEYS as readonly FilterKey[]).includes(key));
const WITHOUT_CATEGORY = WITHOUT_MAP_BOX.filter((key) => key !== 'Category');

export const LIST_SCREENS: Record<ScreenKind, ListScreen> = {
  residential: {
    endpoint: listResidences,
    category: '1',
    fixed: {},
    keys: WITHOUT_CATEGORY,
    title: 'residenceList',
  },
  industrial: {
    endpoint: listIndustries,
    category: '2',
    fixed: {},
    keys: WITHOUT_CATEGORY,
    title: 'industryList',
  },
  featured: {
    endpoint: listProperties,
    category: undefined,
    fixed: { IsFeatured: true },
    keys: WITHOUT_MAP_BOX,
    title: 'featured',
  },
  search: {
    endpoint: listProperties,
    category: undefined,
    fixed: {},
    keys: FILTER_KEYS,
    title: 'search',
  },
};

/** 12 fills rows of 2, 3 and 4 cards. */
export const PAGE_SIZE = 12;

/** The last page a search shows (zero-based): pages end with the search window, at result 1,000. */
export const LAST_PAGE = Math.ceil(SEARCH_WINDOW / PAGE_SIZE) - 1;

/**
 * The request of a list screen. A page past the search window (an old link) asks for the window's last
 * page instead of one the API would refuse; the screen then moves the URL to the real last page.
 */
export function listRequest(screen: ListScreen, state: ListState): ListQuery {
  return {
    ...screen.fixed,
    ...filterQuery(state.filters),
    SortBy: state.sortBy,
    PageNumber: Math.min(state.page, LAST_PAGE),
    PageSize: PAGE_SIZE,
  };
}

/** The page of ads a list screen shows for the state its URL holds (`readListState`). */
export const listResultsQuery = (screen: ListScreen, state: ListState, language: Language) =>
  propertyListQuery(screen.endpoint, listRequest(screen, state), language);

/**
 * A list screen's loader: for its URL, the page of ads, then the filters' choices. /search's map is
 * not among them: it is drawn in the browser only, and asks for its own markers.
 */
export const listLoader = pageLoader(({ url, language, load }) => {
  const screen = LIST_SCREENS[screenKindOf(url.pathname)];
  const state = readListState(url.searchParams, screen.keys, screen.category);
  const lookups = Object.values(panelLookups(state.filters, screen.category ?? state.filters.Category));
  return Promise.all([
    load(listResultsQuery(screen, state, language)),
    ...lookups.map((field) => field && load(lookupQuery(field.kind, field.params, language))),
  ]);
});
