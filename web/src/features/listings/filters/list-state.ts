import type { PropertyListQuery } from '#contract/properties';

/** The list filters as the API names them (api.md "Properties"); the URL carries the same names. */
export const FILTER_KEYS = [
  'Category',
  'TransactionTypeId',
  'PropertyTypeId',
  'RegionId',
  'CityId',
  'MinPrice',
  'MaxPrice',
  'MinArea',
  'MaxArea',
  'Bedrooms',
  'Bathrooms',
  'IndustryTypeId',
  'Query',
  'AsText',
  'MinLat',
  'MaxLat',
  'MinLng',
  'MaxLng',
  'Area',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const MAP_BOX_KEYS = ['MinLat', 'MaxLat', 'MinLng', 'MaxLng'] as const satisfies FilterKey[];

/** Filters that only mean something for one category. */
const CATEGORY_ONLY: Partial<Record<FilterKey, '1' | '2'>> = {
  Bedrooms: '1',
  Bathrooms: '1',
  IndustryTypeId: '2',
};

export const SORT_ORDERS = [
  'newest',
  'priceAsc',
  'priceDesc',
  'areaAsc',
  'areaDesc',
] as const satisfies NonNullable<PropertyListQuery['SortBy']>[];
export type SortOrder = (typeof SORT_ORDERS)[number];

export type ListFilters = Partial<Record<FilterKey, string>>;
/** An empty or undefined value removes the filter. */
export type FilterPatch = Partial<Record<FilterKey, string | undefined>>;

export interface ListState {
  filters: ListFilters;
  sortBy: SortOrder | undefined;
  /** Zero-based, as the API counts pages. */
  page: number;
}

const id = (value: string) => /^[1-9]\d{0,9}$/.test(value);
const amount = (value: string) => /^\d{1,12}(\.\d{1,2})?$/.test(value);
const roomCount = (value: string) => /^\d{1,2}$/.test(value);
const coordinate = (limit: number) => (value: string) =>
  /^-?\d{1,3}(\.\d{1,7})?$/.test(value) && Math.abs(Number(value)) <= limit;
/** A drawn area's form (contract/geo/polygon.ts); the server says when its shape is wrong. */
const area = (value: string) =>
  value.length <= 1000 && /^-?[\d.]+,-?[\d.]+(;-?[\d.]+,-?[\d.]+){2,49}$/.test(value);

/** What the API accepts for each filter; anything else in a hand-edited URL is ignored, not sent. */
const VALID: Record<FilterKey, (value: string) => boolean> = {
  Category: (value) => value === '1' || value === '2',
  TransactionTypeId: id,
  PropertyTypeId: id,
  RegionId: id,
  CityId: id,
  MinPrice: amount,
  MaxPrice: amount,
  MinArea: amount,
  MaxArea: amount,
  Bedrooms: roomCount,
  Bathrooms: roomCount,
  IndustryTypeId: id,
  Query: (value) => value.length <= 200,
  AsText: (value) => value === 'true',
  MinLat: coordinate(90),
  MaxLat: coordinate(90),
  MinLng: coordinate(180),
  MaxLng: coordinate(180),
  Area: area,
};

/** Changing a filter on the left makes those on the right meaningless (a city of another region). */
const DEPENDENTS: Partial<Record<FilterKey, FilterKey[]>> = {
  Category: ['PropertyTypeId', 'Bedrooms', 'Bathrooms', 'IndustryTypeId'],
  RegionId: ['CityId'],
  // New words are read as filters again, unless the change asks for them as text.
  Query: ['AsText'],
};

/** The filters a screen offers for the category in view (`undefined`: both categories). */
export function keysForCategory(keys: readonly FilterKey[], category: string | undefined): FilterKey[] {
  return keys.filter((key) => {
    const only = CATEGORY_ONLY[key];
    return only === undefined || only === category;
  });
}

export function readListState(
  params: URLSearchParams,
  keys: readonly FilterKey[],
  fixedCategory: '1' | '2' | undefined,
): ListState {
  const read = (key: FilterKey) => {
    const value = params.get(key)?.trim();
    return value && VALID[key](value) ? value : undefined;
  };
  const category = fixedCategory ?? (keys.includes('Category') ? read('Category') : undefined);
  const filters: ListFilters = {};
  for (const key of keysForCategory(keys, category)) {
    const value = read(key);
    if (value !== undefined) filters[key] = value;
  }
  const sortBy = SORT_ORDERS.find((order) => order === params.get('SortBy'));
  const page = Number(params.get('PageNumber'));
  return { filters, sortBy, page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 0 };
}

export function applyFilterPatch(filters: ListFilters, patch: FilterPatch): ListFilters {
  const next = new Map(Object.entries(filters) as [FilterKey, string][]);
  for (const key of Object.keys(patch) as FilterKey[]) {
    const value = (key === 'Query' ? patch[key]?.trim() : patch[key]) || undefined;
    if (value === next.get(key)) continue;
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    for (const dependent of DEPENDENTS[key] ?? []) if (!(dependent in patch)) next.delete(dependent);
  }
  return Object.fromEntries(next);
}

/** The URL of a list state: filters in API order, then the sort, then the page (only past the first). */
export function toSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value !== undefined) params.set(key, value);
  }
  if (state.sortBy) params.set('SortBy', state.sortBy);
  if (state.page > 0) params.set('PageNumber', String(state.page));
  return params;
}

/** The category switch, the text query (and how it is read), the map box and the drawn area have their own controls. */
const OUTSIDE_PANEL: FilterKey[] = ['Category', 'Query', 'AsText', ...MAP_BOX_KEYS, 'Area'];

/** How many filters of the panel are set. */
export function countPanelFilters(filters: ListFilters): number {
  return (Object.keys(filters) as FilterKey[]).filter((key) => !OUTSIDE_PANEL.includes(key)).length;
}

/** The filters with the panel's cleared and the others (query, category, map box) kept. */
export function withoutPanelFilters(filters: ListFilters): ListFilters {
  const kept: ListFilters = {};
  for (const key of OUTSIDE_PANEL) if (filters[key] !== undefined) kept[key] = filters[key];
  return kept;
}

/** The filters as the API's query takes them: numbers, but the words of `Query` and the drawn `Area`. */
export type FilterQuery = Pick<PropertyListQuery, FilterKey>;

/** Each filter read from the URL is valid (`VALID`), so each number reads as one; in API order. */
export function filterQuery(filters: ListFilters): FilterQuery {
  const query: Record<string, string | number | boolean> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    if (key === 'AsText') query[key] = true;
    else query[key] = key === 'Query' || key === 'Area' ? value : Number(value);
  }
  return query;
}
