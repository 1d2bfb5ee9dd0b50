import { listIndustries, listProperties, listResidences } from '../../../../contract/endpoints/properties';
import type { ListEndpoint, ListQuery } from '../catalogue/api';
import { SEARCH_WINDOW } from '../catalogue/search-window';
import { FILTER_KEYS, MAP_BOX_KEYS, filterQuery, type FilterKey, type ListState } from './filters/list-state';
import type { ListKind } from './pages/CategoryListPage';

export type ScreenKind = ListKind | 'search';

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
