import type { ListQuery } from '#web/entities/catalogue/api';
import { SEARCH_WINDOW } from '#web/entities/catalogue/search-window';

/** The filters of the office's ads, named in the URL as the API names them (as on the lists). */
export const OFFICE_FILTERS = ['TransactionTypeId', 'PropertyTypeId', 'MinPrice', 'MaxPrice'] as const;
export type OfficeFilter = (typeof OFFICE_FILTERS)[number];

export const OFFICE_SORTS = ['newest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc'] as const;
export type OfficeSort = (typeof OFFICE_SORTS)[number];

export interface OfficeAdsState {
  filters: Partial<Record<OfficeFilter, string>>;
  sortBy: OfficeSort | undefined;
  /** Zero-based, as the API counts pages. */
  page: number;
}

/** 12 fills rows of 2, 3 and 4 cards. */
export const ADS_PAGE_SIZE = 12;
const LAST_PAGE = Math.ceil(SEARCH_WINDOW / ADS_PAGE_SIZE) - 1;

const VALID: Record<OfficeFilter, (value: string) => boolean> = {
  TransactionTypeId: (value) => /^[1-9]\d{0,9}$/.test(value),
  PropertyTypeId: (value) => /^[1-9]\d{0,9}$/.test(value),
  MinPrice: (value) => /^\d{1,12}$/.test(value),
  MaxPrice: (value) => /^\d{1,12}$/.test(value),
};

/** The state a URL holds; values the API would refuse (a hand-edited URL) are left out. */
export function readOfficeAdsState(params: URLSearchParams): OfficeAdsState {
  const filters: OfficeAdsState['filters'] = {};
  for (const key of OFFICE_FILTERS) {
    const value = params.get(key)?.trim();
    if (value && VALID[key](value)) filters[key] = value;
  }
  const sortBy = OFFICE_SORTS.find((order) => order === params.get('SortBy'));
  const page = Number(params.get('PageNumber'));
  return { filters, sortBy, page: Number.isInteger(page) && page > 0 ? Math.min(page, LAST_PAGE) : 0 };
}

/** The URL of a state: filters, then the sort, then the page (only past the first). */
export function officeAdsParams(state: OfficeAdsState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of OFFICE_FILTERS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.sortBy) params.set('SortBy', state.sortBy);
  if (state.page > 0) params.set('PageNumber', String(state.page));
  return params;
}

/** The list request of a state (every filter value is valid, so each reads as a number). */
export function adsRequest(state: OfficeAdsState): ListQuery {
  const numbers = Object.fromEntries(
    Object.entries(state.filters).map(([key, value]) => [key, Number(value)]),
  ) as Partial<Record<OfficeFilter, number>>;
  return { ...numbers, SortBy: state.sortBy, PageNumber: state.page, PageSize: ADS_PAGE_SIZE };
}
