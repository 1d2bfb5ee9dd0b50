import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';
import { properties, propertySearch, savedSearches as s } from '#server/db/schema/index.js';

/** What matching needs of the ad: its search row (published ads only) and its owner. */
export async function matchedAd(db: Pick<Database, 'select'>, propertyId: number) {
  const [ad] = await db
    .select({
      id: propertySearch.id,
      category: propertySearch.category,
      transactionTypeId: propertySearch.transactionTypeId,
      propertyTypeId: propertySearch.propertyTypeId,
      regionId: propertySearch.regionId,
      cityId: propertySearch.cityId,
      price: propertySearch.price,
      area: propertySearch.area,
      bedrooms: propertySearch.bedrooms,
      bathrooms: propertySearch.bathrooms,
      industryTypeId: propertySearch.industryTypeId,
      isFeatured: propertySearch.isFeatured,
      agentId: propertySearch.agentId,
      latitude: propertySearch.latitude,
      longitude: propertySearch.longitude,
      ownerId: properties.ownerId,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
    })
    .from(propertySearch)
    .innerJoin(properties, eq(properties.id, propertySearch.id))
    .where(and(eq(propertySearch.id, propertyId), eq(properties.status, 'published')));
  return ad;
}
export type MatchedAd = NonNullable<Awaited<ReturnType<typeof matchedAd>>>;

/** A filter the search may leave out (null: any), or the ad must meet. */
const unset = (column: AnyPgColumn, condition: SQL) => or(isNull(column), condition);
const between = (value: number | null, min: AnyPgColumn, max: AnyPgColumn) =>
  value === null ? isNull(min) : unset(min, sql`${value} between ${min} and ${max}`);

/**
 * The remaining filters of a candidate search, each with its own predicate on the ad's values. A new
 * filter (the drawn area: a bounding box prefilter and a point-in-polygon test) is one more entry.
 */
function remainingFilters(ad: MatchedAd): (SQL | undefined)[] {
  return [
    unset(s.regionId, eq(s.regionId, ad.regionId)),
    unset(s.cityId, eq(s.cityId, ad.cityId)),
    unset(s.minPrice, sql`${s.minPrice} <= ${ad.price}`),
    unset(s.maxPrice, sql`${s.maxPrice} >= ${ad.price}`),
    unset(s.minArea, sql`${s.minArea} <= ${ad.area}`),
    unset(s.maxArea, sql`${s.maxArea} >= ${ad.area}`),
    ad.bedrooms === null ? isNull(s.bedrooms) : unset(s.bedrooms, sql`${s.bedrooms} <= ${ad.bedrooms}`),
    ad.bathrooms === null ? isNull(s.bathrooms) : unset(s.bathrooms, sql`${s.bathrooms} <= ${ad.bathrooms}`),
    ad.industryTypeId === null
      ? isNull(s.industryTypeId)
      : unset(s.industryTypeId, eq(s.industryTypeId, ad.industryTypeId)),
    ad.agentId === null ? isNull(s.agentId) : unset(s.agentId, eq(s.agentId, ad.agentId)),
    unset(s.isFeatured, eq(s.isFeatured, ad.isFeatured)),
    between(ad.latitude, s.minLat, s.maxLat),
    between(ad.longitude, s.minLng, s.maxLng),
    // The ad's lexemes are read once (an uncorrelated subquery), not per candidate.
    unset(
      s.wordsQuery,
      sql`(select ${propertySearch.document} from ${propertySearch} where ${propertySearch.id} = ${ad.id}) @@ to_tsquery('simple', ${s.wordsQuery})`,
    ),
  ];
}

/**
 * The active saved searches an ad matches, its owner's left out. Not a scan of every search: the
 * equality filters are keys (0 for "any") of one partial index, probed with each combination of 0
 * and the ad's values (3 × 2 × 2 × 2 = 24 exact keys); only those candidates meet the remaining
 * filters, read from the index itself (it includes them): the table is not read
 * (docs/decisions/0021-saved-search-alerts.md).
 */
export function matchingSearches(db: Pick<Database, 'select'>, ad: MatchedAd) {
  return db
    .select({ id: s.id, userId: s.userId, frequency: s.frequency })
    .from(s)
    .where(
      and(
        sql`not ${s.paused}`,
        sql`${s.placeKey} in (0, ${ad.cityId}, ${ad.regionId})`,
        sql`${s.categoryKey} in (0, ${ad.category})`,
        sql`${s.transactionKey} in (0, ${ad.transactionTypeId})`,
        sql`${s.typeKey} in (0, ${ad.propertyTypeId})`,
        ne(s.userId, ad.ownerId),
        ...remainingFilters(ad),
      ),
    );
}
