import { eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { boundsOf, polygonOf, type Polygon } from '#contract/geo/polygon.js';
import type { PropertyListQuery } from '#contract/properties.js';
import { propertySearch as s } from '#server/db/schema/index.js';
import type { Start, StartColumn, StartSize } from './start-sizes.js';

type Filters = Omit<PropertyListQuery, 'PageSize' | 'PageNumber' | 'Query' | 'SortBy'>;

const when = <T, R = SQL>(value: T | undefined, condition: (value: T) => R): R | undefined =>
  value === undefined ? undefined : condition(value);

/**
 * The map box, as ranges of latitude and longitude (one index holds both, migration 0016): the planner
 * estimates ranges from their statistics, where it took any box of a point to hold a thousandth of
 * the ads, and so read a whole city's to match a rare word in it.
 */
const inBox = (query: Filters): (SQL | undefined)[] => [
  when(query.MinLat, (value) => gte(s.latitude, value)),
  when(query.MaxLat, (value) => lte(s.latitude, value)),
  when(query.MinLng, (value) => gte(s.longitude, value)),
  when(query.MaxLng, (value) => lte(s.longitude, value)),
];

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

/**
 * A drawn area (docs/decisions/0022-draw-a-search.md): its bounding box as the map box's ranges (the
 * same index finds the candidates), then the exact test on the candidates only: core PostgreSQL's
 * `point <@ polygon` (no PostGIS; PGlite has it too), which agrees with `pointInPolygon` (edges
 * inside). `point(x, y)` is (longitude, latitude).
 */
function inArea(text: string | undefined): SQL[] {
  const area = polygonOf(text);
  if (!area) return [];
  const bounds = boundsOf(area);
  const polygon = scaledPolygon(area);
  return [
    gte(s.latitude, bounds.minLat),
    lte(s.latitude, bounds.maxLat),
    gte(s.longitude, bounds.minLng),
    lte(s.longitude, bounds.maxLng),
    sql`${scaledPoint(s.latitude, s.longitude)} <@ ${polygon}::polygon`,
  ];
}

/** Every filter of api.md "Properties", on the search table's own columns (no joins). */
export function searchFilters(query: Filters): SQL[] {
  const conditions = [
    when(query.Category, (value) => eq(s.category, value)),
    when(query.TransactionTypeId, (value) => eq(s.transactionTypeId, value)),
    when(query.PropertyTypeId, (value) => eq(s.propertyTypeId, value)),
    when(query.RegionId, (value) => eq(s.regionId, value)),
    when(query.CityId, (value) => eq(s.cityId, value)),
    when(query.MinPrice, (value) => gte(s.price, value)),
    when(query.MaxPrice, (value) => lte(s.price, value)),
    when(query.MinArea, (value) => gte(s.area, value)),
    when(query.MaxArea, (value) => lte(s.area, value)),
    when(query.Bedrooms, (value) => gte(s.bedrooms, value)),
    when(query.Bathrooms, (value) => gte(s.bathrooms, value)),
    when(query.IndustryTypeId, (value) => eq(s.industryTypeId, value)),
    when(query.IsFeatured, (value) => eq(s.isFeatured, value)),
    when(query.AgentId, (value) => eq(s.agentId, value)),
    ...inBox(query),
    ...inArea(query.Area),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** How a statement writes a named value: as a placeholder (its text kept per shape), or as itself. */
export type Put = (name: string) => SQL | Placeholder;

/** `column operator value`, true when the value is null: a filter that may be left out. */
const maybe = (column: PgColumn | SQL, operator: string, value: SQL): SQL =>
  sql`(${value} is null or ${column} ${sql.raw(operator)} ${value})`;

/** The tighter of two ends of a range, either of which may be missing. */
const tighter = (pick: (a: number, b: number) => number, a?: number, b?: number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

/** The fixed-form filters: each one's column, test and value type. */
const FIXED_FILTERS: [name: string, column: PgColumn | SQL, operator: string, type: string][] = [
  ['category', s.category, '=', 'int'],
  ['transaction', s.transactionTypeId, '=', 'int'],
  ['type', s.propertyTypeId, '=', 'int'],
  ['region', s.regionId, '=', 'int'],
  ['city', s.cityId, '=', 'int'],
  ['minPrice', s.price, '>=', 'numeric'],
  ['maxPrice', s.price, '<=', 'numeric'],
  ['minArea', s.area, '>=', 'float8'],
  ['maxArea', s.area, '<=', 'float8'],
  ['bedrooms', s.bedrooms, '>=', 'int'],
  ['bathrooms', s.bathrooms, '>=', 'int'],
  ['industry', s.industryTypeId, '=', 'int'],
  ['featured', s.isFeatured, '=', 'boolean'],
  ['agent', s.agentId, '=', 'int'],
  ['minLat', s.latitude, '>=', 'float8'],
  ['maxLat', s.latitude, '<=', 'float8'],
  ['minLng', s.longitude, '>=', 'float8'],
  ['maxLng', s.longitude, '<=', 'float8'],
  ['area', scaledPoint(s.latitude, s.longitude), '<@', 'polygon'],
];

/**
 * Every filter of `searchFilters` in one fixed form, a filter left out matching everything (its value
 * is null; `fixedFilterValues` gives them). A walk tests its filters on the rows it reads, not
 * through an index, so this form costs it nothing, and one statement text serves every combination
 * of filters: PostgreSQL parses and plans it once per connection instead of once per request
 * (docs/decisions/0004-search-at-scale.md).
 */
export const fixedFilters = (put: Put): SQL =>
  sql.join(
    FIXED_FILTERS.map(([name, column, operator, type]) =>
      maybe(column, operator, sql`${put(name)}::${sql.raw(type)}`),
    ),
    sql` and `,
  );

/** The values of `fixedFilters`, null for a filter left out; a drawn area narrows the map box. */
export function fixedFilterValues(query: Filters): Record<string, number | boolean | string | null> {
  const area = polygonOf(query.Area);
  const bounds = area && boundsOf(area);
  return {
    category: query.Category ?? null,
    transaction: query.TransactionTypeId ?? null,
    type: query.PropertyTypeId ?? null,
    region: query.RegionId ?? null,
    city: query.CityId ?? null,
    minPrice: query.MinPrice ?? null,
    maxPrice: query.MaxPrice ?? null,
    minArea: query.MinArea ?? null,
    maxArea: query.MaxArea ?? null,
    bedrooms: query.Bedrooms ?? null,
    bathrooms: query.Bathrooms ?? null,
    industry: query.IndustryTypeId ?? null,
    featured: query.IsFeatured ?? null,
    agent: query.AgentId ?? null,
    minLat: tighter(Math.max, query.MinLat, bounds?.minLat) ?? null,
    maxLat: tighter(Math.min, query.MaxLat, bounds?.maxLat) ?? null,
    minLng: tighter(Math.max, query.MinLng, bounds?.minLng) ?? null,
    maxLng: tighter(Math.min, query.MaxLng, bounds?.maxLng) ?? null,
    area: area ? scaledPolygon(area) : null,
  };
}

const startColumns = {
  category: s.category,
  transaction_type_id: s.transactionTypeId,
  property_type_id: s.propertyTypeId,
  city_id: s.cityId,
  region_id: s.regionId,
};

/** The ads of a start (start-sizes.ts), as a condition on the value `put` writes. */
export const startCondition = (start: Start, put: Put): SQL | undefined =>
  start === undefined ? undefined : sql`${startColumns[start.column]} = ${put('start')}`;

/**
 * Where a walk of an order starts (migrations 0014 and 0015 lead sort indexes with each). The newest
 * first: among the property type, the city and the region, the one with the fewest ads (statistics
 * say how many; a value they do not list is rare), so the walk's rows are matches most often; else
 * the category. Price and area: the property type, which decides them more than any other filter,
 * else the category (the largest areas are industrial: a residential walk through a city's largest
 * areas would read its warehouses first).
 */
export function walkStarts(
  query: Filters,
  sizes: StartSize = () => undefined,
): { newest: Start; byPrice: Start; byArea: Start } {
  const start = (column: StartColumn, value: number | undefined): Start[] =>
    value === undefined ? [] : [{ column, value }];
  const type = start('property_type_id', query.PropertyTypeId);
  const places = [...start('city_id', query.CityId), ...start('region_id', query.RegionId)];
  const [category] = start('category', query.Category);
  const [transaction] = start('transaction_type_id', query.TransactionTypeId);
  const smallest = (starts: Start[]) =>
    starts.reduce((best, next) => ((sizes(next) ?? 0) < (sizes(best) ?? 0) ? next : best), starts[0]);
  return {
    newest: smallest([...type, ...places]) ?? category,
    byPrice: type[0] ?? transaction ?? category,
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
