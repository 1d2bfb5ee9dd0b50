import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '../../../../contract/properties.js';
import { propertySearch as s } from '../../../db/schema/index.js';

type Filters = Omit<PropertyListQuery, 'PageSize' | 'PageNumber' | 'Query' | 'SortBy'>;

const when = <T>(value: T | undefined, condition: (value: T) => SQL): SQL | undefined =>
  value === undefined ? undefined : condition(value);

/** The map box, served by the location index (GiST on a point; PostGIS is not on the embedded database). */
function inBox(query: Filters): SQL | undefined {
  const { MinLat, MaxLat, MinLng, MaxLng } = query;
  if (MinLat === undefined && MaxLat === undefined && MinLng === undefined && MaxLng === undefined)
    return undefined;
  const box = sql`box(point(${MinLng ?? -180}, ${MinLat ?? -90}), point(${MaxLng ?? 180}, ${MaxLat ?? 90}))`;
  return sql`point(${s.longitude}, ${s.latitude}) <@ ${box}`;
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
    inBox(query),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * Where a walk of an order starts (migrations 0014 and 0015 lead sort indexes with each): the ads of
 * the property type, which decides price and area more than any other filter; else, for the newest
 * first, those of the city or the region; else those of the category.
 */
export function walkStarts(query: Filters): { newest: SQL | undefined; sorted: SQL | undefined } {
  const byType = when(query.PropertyTypeId, (value) => eq(s.propertyTypeId, value));
  const byCategory = when(query.Category, (value) => eq(s.category, value));
  const byPlace =
    when(query.CityId, (value) => eq(s.cityId, value)) ??
    when(query.RegionId, (value) => eq(s.regionId, value));
  return { newest: byType ?? byPlace ?? byCategory, sorted: byType ?? byCategory };
}
