import { eq, gte, lte, sql, SQL, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { boundsOf, polygonOf, type Polygon } from '#contract/geo/polygon.js';
import type { PropertyListQuery } from '#contract/properties.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import type { PlaceColumn, Start, StartColumn, StartSize } from './start-sizes.js';

type Filters = Omit<PropertyListQuery, 'PageSize' | 'PageNumber' | 'Query' | 'SortBy'>;

/**
 * Degrees are scaled by this before PostgreSQL's polygon test: it takes a cross product under 1e-6 for
 * "on the edge", which, in degrees, counted points up to 10 m outside a street-sized area as inside.
 */
const SCALE = 100_000;

/**
 * A polygon as PostgreSQL's `polygon` reads it: (longitude, latitude) points in scaled degrees, whole
 * numbers (an area has five decimals), so a saved one stays short enough for its index.
 */
export const scaledPolygon = (area: Polygon): string =>
  `(${area.map(({ lat, lng }) => `(${Math.round(lng * SCALE)},${Math.round(lat * SCALE)})`).join(',')})`;

/** A point of the ad's (or an SQL expression's) latitude and longitude, scaled as `scaledPolygon`. */
export const scaledPoint = (latitude: PgColumn | Placeholder, longitude: PgColumn | Placeholder) =>
  sql`point(${longitude}::float8 * ${sql.raw(String(SCALE))}, ${latitude}::float8 * ${sql.raw(String(SCALE))})`;

/** How a statement writes a named value: as a placeholder (its text kept per shape), or as itself. */
export type Put = (name: string) => SQL | Placeholder;

/** The tighter of two ends of a range, either of which may be missing. */
const tighter = (pick: (a: number, b: number) => number, a?: number, b?: number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

type Value = number | boolean | string;

/** One filter: its column, test and value type, and its value in a query (none: left out). */
interface Filter {
  name: string;
  column: PgColumn | SQL;
  operator: '=' | '>=' | '<=' | '<@';
  type: string;
  value: (query: Filters, area: Polygon | undefined) => Value | undefined;
}

const boxEnd =
  (end: 'minLat' | 'maxLat' | 'minLng' | 'maxLng', field: 'MinLat' | 'MaxLat' | 'MinLng' | 'MaxLng') =>
  (query: Filters, area: Polygon | undefined) =>
    tighter(end.startsWith('min') ? Math.max : Math.min, query[field], area && boundsOf(area)[end]);

/**
 * Every filter of api.md "Properties", on the search table's own columns (no joins). The map box is
 * ranges of latitude and longitude (one index holds both, migration 0016: the planner estimates
 * ranges from their statistics, where it took any box of a point to hold a thousandth of the ads). A
 * drawn area (docs/decisions/0022-draw-a-search.md) narrows the box to its bounds (the same index
 * finds the candidates), then core PostgreSQL's `point <@ polygon` tests the candidates (no PostGIS;
 * PGlite has it too), which agrees with `pointInPolygon` (edges inside).
 */
const FILTERS: Filter[] = [
  { name: 'category', column: s.category, operator: '=', type: 'int', value: (q) => q.Category },
  {
    name: 'transaction',
    column: s.transactionTypeId,
    operator: '=',
    type: 'int',
    value: (q) => q.TransactionTypeId,
  },
  { name: 'type', column: s.propertyTypeId, operator: '=', type: 'int', value: (q) => q.PropertyTypeId },
  { name: 'region', column: s.regionId, operator: '=', type: 'int', value: (q) => q.RegionId },
  { name: 'city', column: s.cityId, operator: '=', type: 'int', value: (q) => q.CityId },
  { name: 'minPrice', column: s.price, operator: '>=', type: 'numeric', value: (q) => q.MinPrice },
  { name: 'maxPrice', column: s.price, operator: '<=', type: 'numeric', value: (q) => q.MaxPrice },
  { name: 'minArea', column: s.area, operator: '>=', type: 'float8', value: (q) => q.MinArea },
  { name: 'maxArea', column: s.area, operator: '<=', type: 'float8', value: (q) => q.MaxArea },
  { name: 'bedrooms', column: s.bedrooms, operator: '>=', type: 'int', value: (q) => q.Bedrooms },
  { name: 'bathrooms', column: s.bathrooms, operator: '>=', type: 'int', value: (q) => q.Bathrooms },
  { name: 'industry', column: s.industryTypeId, operator: '=', type: 'int', value: (q) => q.IndustryTypeId },
  { name: 'featured', column: s.isFeatured, operator: '=', type: 'boolean', value: (q) => q.IsFeatured },
  { name: 'agent', column: s.agentId, operator: '=', type: 'int', value: (q) => q.AgentId },
  { name: 'minLat', column: s.latitude, operator: '>=', type: 'float8', value: boxEnd('minLat', 'MinLat') },
  { name: 'maxLat', column: s.latitude, operator: '<=', type: 'float8', value: boxEnd('maxLat', 'MaxLat') },
  { name: 'minLng', column: s.longitude, operator: '>=', type: 'float8', value: boxEnd('minLng', 'MinLng') },
  { name: 'maxLng', column: s.longitude, operator: '<=', type: 'float8', value: boxEnd('maxLng', 'MaxLng') },
  {
    name: 'area',
    column: scaledPoint(s.latitude, s.longitude),
    operator: '<@',
    type: 'polygon',
    value: (_q, area) => area && scaledPolygon(area),
  },
];

const test = (filter: Filter, value: SQL | Placeholder | Value): SQL => {
  const { column, operator } = filter;
  if (operator === '<@') return sql`${column} <@ ${value}::polygon`;
  if (column instanceof SQL) throw new Error(`${filter.name}: a computed column takes <@ only`);
  return operator === '=' ? eq(column, value) : operator === '>=' ? gte(column, value) : lte(column, value);
};

/** The filters a query sets, each as its test. */
export function searchFilters(query: Filters): SQL[] {
  const area = polygonOf(query.Area);
  return FILTERS.flatMap((filter) => {
    const value = filter.value(query, area);
    return value === undefined ? [] : [test(filter, value)];
  });
}

/**
 * Every filter in one fixed form, a filter left out matching everything (its value is null;
 * `fixedFilterValues` gives them). A walk tests its filters on the rows it reads, not through an
 * index, so this form costs it nothing, and one statement text serves every combination of filters:
 * PostgreSQL parses and plans it once per connection instead of once per request
 * (docs/decisions/0004-search-at-scale.md).
 */
export const fixedFilters = (put: Put): SQL =>
  sql.join(
    FILTERS.map((filter) => {
      const value = sql`${put(filter.name)}::${sql.raw(filter.type)}`;
      return sql`(${value} is null or ${filter.column} ${sql.raw(filter.operator)} ${value})`;
    }),
    sql` and `,
  );

/** The values of `fixedFilters`, null for a filter left out. */
export function fixedFilterValues(query: Filters): Record<string, Value | null> {
  const area = polygonOf(query.Area);
  return Object.fromEntries(FILTERS.map((filter) => [filter.name, filter.value(query, area) ?? null]));
}

const startColumns = {
  category: s.category,
  transaction_type_id: s.transactionTypeId,
  property_type_id: s.propertyTypeId,
  city_id: s.cityId,
  region_id: s.regionId,
};

/** The ads of a start (start-sizes.ts), as a condition on the value `put` writes. */
export function startCondition(start: Start, put: Put): SQL | undefined {
  if (start === undefined) return undefined;
  const first = sql`${startColumns[start.column]} = ${put('start')}`;
  return start.place ? sql`${first} and ${startColumns[start.place.column]} = ${put('startPlace')}` : first;
}

/**
 * Where a walk of an order starts (migrations 0014, 0015, 0033 and 0035 lead sort indexes with each).
 * The property type is taken within the city when both are asked for, in every order. The
 * newest first: among the property type, the city and the region, the one with the fewest ads
 * (statistics say how many; a value they do not list is rare), so the walk's rows are matches most
 * often; else the category. Price: among the property type, which decides it more than any other
 * filter, and the transaction within the city or the region (never a place alone: a place's cheapest
 * ads are its rents, which a search of sales would read first), the one with the fewest ads; else the
 * transaction, else the category. Area: the property type, else the category (the largest areas are
 * industrial: a residential walk through a city's largest areas would read its warehouses first).
 */
export function walkStarts(
  query: Filters,
  sizes: StartSize = () => undefined,
): { newest: Start; byPrice: Start; byArea: Start } {
  const start = (column: StartColumn, value: number | undefined): Start[] =>
    value === undefined ? [] : [{ column, value }];
  const place = (column: PlaceColumn, value: number | undefined) =>
    value === undefined ? [] : [{ column, value }];
  const [city] = place('city_id', query.CityId);
  const places = [...place('city_id', query.CityId), ...place('region_id', query.RegionId)];
  // A type's ads in a city are fewer than the type's and the city's, in every order (migration 0035).
  const type: Start[] =
    query.PropertyTypeId === undefined
      ? []
      : [{ column: 'property_type_id', value: query.PropertyTypeId, ...(city && { place: city }) }];
  const [category] = start('category', query.Category);
  const [transaction] = start('transaction_type_id', query.TransactionTypeId);
  const smallest = (starts: Start[]) =>
    starts.reduce((best, next) => ((sizes(next) ?? 0) < (sizes(best) ?? 0) ? next : best), starts[0]);
  const transactionIn = transaction ? places.map((within) => ({ ...transaction, place: within })) : [];
  return {
    newest: smallest([...type, ...places]) ?? category,
    byPrice: smallest([...type, ...transactionIn]) ?? transaction ?? category,
    byArea: type[0] ?? category,
  };
}

/** A range on the column an order leads with; a missing end is open. */
export interface Bound {
  column: PgColumn;
  min: number;
  max: number;
}

/**
 * The filters' range on the column an order leads with, which a walk seeks to in its index instead
 * of walking up to it: the cheapest of a price range starts at its lowest price.
 */
export function sortBound(query: Filters, sortBy: PropertyListQuery['SortBy']): Bound | undefined {
  const range = (column: PgColumn, min: number | undefined, max: number | undefined) =>
    min === undefined && max === undefined
      ? undefined
      : { column, min: min ?? -Infinity, max: max ?? Infinity };
  if (sortBy === 'priceAsc' || sortBy === 'priceDesc') return range(s.price, query.MinPrice, query.MaxPrice);
  if (sortBy === 'areaAsc' || sortBy === 'areaDesc') return range(s.area, query.MinArea, query.MaxArea);
  return undefined;
}

/** A bound as a condition on the values `put` writes. */
export const boundCondition = (bound: Bound | undefined, put: Put): SQL | undefined =>
  bound && sql`${bound.column} >= ${put('min')} and ${bound.column} <= ${put('max')}`;
