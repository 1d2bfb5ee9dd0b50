import { asc, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PropertyListQuery } from '../../../contract/properties.js';
import type { Database } from '../../db/client.js';
import { industryDetails, properties, residenceDetails } from '../../db/schema/index.js';
import { normalizeForSearch, searchTerms } from '../../lib/arabic-search.js';

/** The id and both names of a lookup table or of one of its aliases (null ids when a left join missed). */
export const lookupNames = (table: { id: AnyPgColumn; nameAr: AnyPgColumn; nameEn: AnyPgColumn }) => ({
  id: sql<number>`${table.id}`,
  nameAr: sql<string>`${table.nameAr}`,
  nameEn: sql<string>`${table.nameEn}`,
});

/**
 * `"properties"."column"`, for subqueries: with a single-table FROM drizzle leaves columns unqualified,
 * and inside a subquery an unqualified name would be the subquery's own.
 */
const outer = (column: AnyPgColumn) => sql`"properties".${sql.identifier(column.name)}`;

/**
 * A lookup's id and names read by a scalar subquery: four joins of `lookups` made the list's plan search
 * cost more than running it.
 */
const lookupOf = (column: AnyPgColumn) =>
  sql<{ id: number; nameAr: string; nameEn: string }>`(
    select json_build_object('id', l.id, 'nameAr', l.name_ar, 'nameEn', l.name_en)
    from lookups l where l.id = ${outer(column)})`;

/** The columns every list item needs; `isFavorite` only when a caller is signed in. */
export function listSelection(callerId: string | undefined) {
  return {
    property: properties,
    bedrooms: residenceDetails.bedrooms,
    bathrooms: residenceDetails.bathrooms,
    clearHeight: industryDetails.clearHeight,
    powerCapacityKva: industryDetails.powerCapacityKva,
    transactionType: lookupOf(properties.transactionTypeId),
    propertyType: lookupOf(properties.propertyTypeId),
    region: lookupOf(properties.regionId),
    city: lookupOf(properties.cityId),
    cover: sql<{ key: string; thumbKey: string } | null>`(
      select json_build_object('key', m.key, 'thumbKey', m.thumb_key) from property_media m
      where m.property_id = ${outer(properties.id)} order by m.position, m.id limit 1)`,
    isFavorite: callerId
      ? sql<boolean>`exists(select 1 from favorites f where f.property_id = ${outer(properties.id)} and f.user_id = ${callerId})`
      : sql<boolean>`false`,
  };
}

export type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

export function selectListRows(db: Database, callerId: string | undefined) {
  return db
    .select(listSelection(callerId))
    .from(properties)
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(industryDetails, eq(industryDetails.propertyId, properties.id))
    .$dynamic();
}

/** Filters on detail records are subqueries, so counting reads `properties` alone (index-only when it can). */
export function selectCount(db: Database) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .$dynamic();
}

const residenceHas = (condition: SQL) =>
  sql`exists(select 1 from residence_details r where r.property_id = ${outer(properties.id)} and ${condition})`;
const industryHas = (condition: SQL) =>
  sql`exists(select 1 from industry_details i where i.property_id = ${outer(properties.id)} and ${condition})`;

/**
 * Every filter of api.md "Properties"; each query word must appear in the normalised text (search
 * terms hold letters and digits only, so they need no LIKE escaping).
 */
export function filterConditions(query: Omit<PropertyListQuery, 'PageSize' | 'PageNumber'>): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.Category !== undefined ? eq(properties.category, query.Category) : undefined,
    query.TransactionTypeId !== undefined
      ? eq(properties.transactionTypeId, query.TransactionTypeId)
      : undefined,
    query.PropertyTypeId !== undefined ? eq(properties.propertyTypeId, query.PropertyTypeId) : undefined,
    query.RegionId !== undefined ? eq(properties.regionId, query.RegionId) : undefined,
    query.CityId !== undefined ? eq(properties.cityId, query.CityId) : undefined,
    query.MinPrice !== undefined ? gte(properties.price, query.MinPrice) : undefined,
    query.MaxPrice !== undefined ? lte(properties.price, query.MaxPrice) : undefined,
    query.MinArea !== undefined ? gte(properties.area, query.MinArea) : undefined,
    query.MaxArea !== undefined ? lte(properties.area, query.MaxArea) : undefined,
    query.Bedrooms !== undefined ? residenceHas(sql`r.bedrooms >= ${query.Bedrooms}`) : undefined,
    query.Bathrooms !== undefined ? residenceHas(sql`r.bathrooms >= ${query.Bathrooms}`) : undefined,
    query.IndustryTypeId !== undefined
      ? industryHas(sql`i.industry_type_id = ${query.IndustryTypeId}`)
      : undefined,
    query.IsFeatured !== undefined ? eq(properties.isFeatured, query.IsFeatured) : undefined,
    query.AgentId !== undefined ? eq(properties.agentId, query.AgentId) : undefined,
    query.MinLat !== undefined ? gte(properties.latitude, query.MinLat) : undefined,
    query.MaxLat !== undefined ? lte(properties.latitude, query.MaxLat) : undefined,
    query.MinLng !== undefined ? gte(properties.longitude, query.MinLng) : undefined,
    query.MaxLng !== undefined ? lte(properties.longitude, query.MaxLng) : undefined,
    ...searchTerms(query.Query ?? '').map((term) => like(properties.searchText, `%${term}%`)),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Newest first by default; with a search and no explicit sort, the best matches first. */
export function sortOrder(query: Pick<PropertyListQuery, 'SortBy' | 'Query'>): SQL[] {
  // Public lists hold published ads only, and every published ad has publishedAt.
  const newest = [sql`${properties.publishedAt} desc nulls last`, desc(properties.id)];
  const normalizedQuery = normalizeForSearch(query.Query ?? '');
  if (!query.SortBy && normalizedQuery) {
    // Closest words first; among equals, a match in the title (which leads the search text) first.
    return [
      desc(sql`word_similarity(${normalizedQuery}, ${properties.searchText})`),
      sql`nullif(strpos(${properties.searchText}, ${normalizedQuery}), 0) asc nulls last`,
      ...newest,
    ];
  }
  switch (query.SortBy) {
    case 'priceAsc':
      return [asc(properties.price), desc(properties.id)];
    case 'priceDesc':
      return [desc(properties.price), desc(properties.id)];
    case 'areaAsc':
      return [asc(properties.area), desc(properties.id)];
    case 'areaDesc':
      return [desc(properties.area), desc(properties.id)];
    default:
      return newest;
  }
}

export const published = eq(properties.status, 'published');
