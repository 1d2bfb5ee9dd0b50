import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';
import { properties, propertySearch, savedSearches as s } from '#server/db/schema/index.js';
import { scaledPoint } from '../plan/search-filters.js';

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
/** The ad's value, bound when the prepared statement runs. */
const adValue = (name: keyof MatchedAd) => sql.placeholder(name);

/**
 * The remaining filters of a candidate search, each with its own predicate on the ad's values. An
 * ad without a value (no bedrooms, no point) compares with null: only searches without that filter
 * pass. The drawn area is PostgreSQL's point-in-polygon test, as the public search runs it.
 */
const remainingFilters: SQL[] = [
  unset(s.regionId, sql`${s.regionId} = ${adValue('regionId')}`),
  unset(s.cityId, sql`${s.cityId} = ${adValue('cityId')}`),
  unset(s.minPrice, sql`${s.minPrice} <= ${adValue('price')}`),
  unset(s.maxPrice, sql`${s.maxPrice} >= ${adValue('price')}`),
  unset(s.minArea, sql`${s.minArea} <= ${adValue('area')}`),
  unset(s.maxArea, sql`${s.maxArea} >= ${adValue('area')}`),
  unset(s.bedrooms, sql`${s.bedrooms} <= ${adValue('bedrooms')}`),
  unset(s.bathrooms, sql`${s.bathrooms} <= ${adValue('bathrooms')}`),
  unset(s.industryTypeId, sql`${s.industryTypeId} = ${adValue('industryTypeId')}`),
  unset(s.agentId, sql`${s.agentId} = ${adValue('agentId')}`),
  unset(s.isFeatured, sql`${s.isFeatured} = ${adValue('isFeatured')}`),
  unset(s.minLat, sql`${adValue('latitude')} between ${s.minLat} and ${s.maxLat}`),
  unset(s.minLng, sql`${adValue('longitude')} between ${s.minLng} and ${s.maxLng}`),
  unset(
    s.areaPolygon,
    sql`${scaledPoint(adValue('latitude'), adValue('longitude'))} <@ ${s.areaPolygon}::polygon`,
  ),
  // The ad's lexemes are read once (an uncorrelated subquery), not per candidate.
  unset(
    s.wordsQuery,
    sql`(select ${propertySearch.document} from ${propertySearch} where ${propertySearch.id} = ${adValue('id')}) @@ to_tsquery('simple', ${s.wordsQuery})`,
  ),
].filter((condition): condition is SQL => condition !== undefined);

/** The statement, its ad values as placeholders (the benchmark EXPLAINs it). */
export function matchQuery(db: Pick<Database, 'select'>) {
  return db
    .select({ id: s.id, userId: s.userId, frequency: s.frequency })
    .from(s)
    .where(
      and(
        sql`not ${s.paused}`,
        sql`${s.placeKey} in (0, ${adValue('cityId')}, ${adValue('regionId')})`,
        sql`${s.categoryKey} in (0, ${adValue('category')})`,
        sql`${s.transactionKey} in (0, ${adValue('transactionTypeId')})`,
        sql`${s.typeKey} in (0, ${adValue('propertyTypeId')})`,
        ne(s.userId, adValue('ownerId')),
        ...remainingFilters,
      ),
    );
}

const prepareMatches = (db: Pick<Database, 'select'>) => matchQuery(db).prepare('saved_search_matches');

const prepared = new WeakMap<object, ReturnType<typeof prepareMatches>>();

/**
 * The active saved searches an ad matches, its owner's left out. Not a scan of every search: the
 * equality filters are keys (0 for "any") of one partial index, probed with each combination of 0
 * and the ad's values (3 × 2 × 2 × 2 = 24 exact keys); only those candidates meet the remaining
 * filters, read from the index itself (it includes them): the table is not read. One statement,
 * prepared once per database, so it is planned once per connection
 * (docs/decisions/0021-saved-search-alerts.md).
 */
export function matchingSearches(db: Pick<Database, 'select'>, ad: MatchedAd) {
  const statement = prepared.get(db) ?? prepareMatches(db);
  prepared.set(db, statement);
  return statement.execute(ad);
}
