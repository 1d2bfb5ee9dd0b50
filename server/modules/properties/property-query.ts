import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  industryDetails,
  lookups,
  properties,
  propertyMedia,
  residenceDetails,
} from '../../db/schema/index.js';

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
 * A column of a left-joined table: null when the join found no row. (`withCardTables` joins after the
 * selection is typed, so the selection says it.)
 */
const leftJoined = <Column extends AnyPgColumn>(column: Column): SQL<Column['_']['data'] | null> =>
  sql`${column}`.mapWith(column);

const transactionType = alias(lookups, 'transaction_type');
const propertyType = alias(lookups, 'property_type');
const region = alias(lookups, 'region');
const city = alias(lookups, 'city');

/** The ad's first photo, read beside each row (a lateral join: one index probe per ad). */
const cover = new QueryBuilder()
  .select({ key: propertyMedia.key, thumbKey: propertyMedia.thumbKey })
  .from(propertyMedia)
  .where(sql`${propertyMedia.propertyId} = ${outer(properties.id)}`)
  .orderBy(asc(propertyMedia.position), asc(propertyMedia.id))
  .limit(1)
  .as('cover');

/**
 * The ad's own columns a list item shows. Not the whole row: its texts and word lists (description,
 * search text, lexemes) are most of its bytes, and reading them for every card of a page cost more
 * than finding the page.
 */
const cardColumns = {
  id: properties.id,
  category: properties.category,
  titleAr: properties.titleAr,
  titleEn: properties.titleEn,
  price: properties.price,
  currency: properties.currency,
  rentPeriod: properties.rentPeriod,
  district: properties.district,
  area: properties.area,
  isFeatured: properties.isFeatured,
  status: properties.status,
  createdAt: properties.createdAt,
  latitude: properties.latitude,
  longitude: properties.longitude,
};

/** The columns every list item needs; `isFavorite` only when a caller is signed in. */
export function listSelection(callerId: string | Placeholder | undefined) {
  return {
    property: cardColumns,
    bedrooms: leftJoined(residenceDetails.bedrooms),
    bathrooms: leftJoined(residenceDetails.bathrooms),
    clearHeight: leftJoined(industryDetails.clearHeight),
    powerCapacityKva: leftJoined(industryDetails.powerCapacityKva),
    transactionType: lookupNames(transactionType),
    propertyType: lookupNames(propertyType),
    region: lookupNames(region),
    city: lookupNames(city),
    coverKey: leftJoined(cover.key),
    coverThumbKey: leftJoined(cover.thumbKey),
    isFavorite: callerId
      ? sql<boolean>`exists(select 1 from favorites f where f.property_id = ${outer(properties.id)} and f.user_id = ${callerId})`
      : sql<boolean>`false`,
  };
}

/**
 * Joins what a card shows: its four lookups' names (plain columns: subqueries building JSON per card
 * had made reading a page twice as slow), its details and its cover.
 */
export function withCardTables<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(transactionType, eq(transactionType.id, properties.transactionTypeId))
    .innerJoin(propertyType, eq(propertyType.id, properties.propertyTypeId))
    .innerJoin(region, eq(region.id, properties.regionId))
    .innerJoin(city, eq(city.id, properties.cityId))
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(industryDetails, eq(industryDetails.propertyId, properties.id))
    .leftJoinLateral(cover, sql`true`);
}

export const selectListRows = (db: Database, callerId: string | Placeholder | undefined) =>
  withCardTables(db.select(listSelection(callerId)).from(properties).$dynamic());

export type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

const preparedCards = new WeakMap<Database, Map<string, ReturnType<typeof prepareCards>>>();

function prepareCards(db: Database, signedIn: boolean) {
  const caller = signedIn ? sql.placeholder('callerId') : undefined;
  return selectListRows(db, caller)
    .where(and(sql`${properties.id} = any(${sql.placeholder('ids')})`, published))
    .prepare(signedIn ? 'published_cards_signed_in' : 'published_cards');
}

/**
 * The list items of published ads by id, in no order: one statement prepared once per database (and
 * named, so PostgreSQL parses it once per connection and soon keeps one plan), for the lists and the
 * map, which read a page of cards on every request.
 */
export function publishedCards(db: Database, ids: number[], callerId: string | undefined) {
  const byDatabase = preparedCards.get(db) ?? new Map<string, ReturnType<typeof prepareCards>>();
  preparedCards.set(db, byDatabase);
  const key = callerId === undefined ? 'anonymous' : 'signed-in';
  const prepared = byDatabase.get(key) ?? prepareCards(db, callerId !== undefined);
  byDatabase.set(key, prepared);
  return prepared.execute({ ids, callerId });
}

/** A list item's columns with the ad's whole row, for its page and the back-office. */
export const detailSelection = (callerId: string | undefined) => ({
  ...listSelection(callerId),
  property: properties,
});

export const selectDetailRows = (db: Database, callerId: string | undefined) =>
  withCardTables(db.select(detailSelection(callerId)).from(properties).$dynamic());

/** Filters on detail records are subqueries, so counting reads `properties` alone (index-only when it can). */
export function selectCount(db: Database) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .$dynamic();
}

export const published = eq(properties.status, 'published');
