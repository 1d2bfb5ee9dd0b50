import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { lookupNamesOf } from '#server/modules/lookups/index.js';
import { industryDetails, properties, residenceDetails } from '#server/db/schema/index.js';
import { storedPhotoJson, type StoredPhoto } from './photo-files.js';
import { advertiserFacts, officeOfAd, type AdvertiserFacts } from './advertiser-badges.js';
import { paidFeaturingRuns } from './paid-featuring.js';

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
  districtEn: properties.districtEn,
  area: properties.area,
  isFeatured: properties.isFeatured,
  status: properties.status,
  createdAt: properties.createdAt,
  latitude: properties.latitude,
  longitude: properties.longitude,
};

/** A card's columns but its lookups' names; `isFavorite` only when a caller is signed in. */
function cardSelection(callerId: string | Placeholder | undefined) {
  return {
    property: cardColumns,
    bedrooms: residenceDetails.bedrooms,
    bathrooms: residenceDetails.bathrooms,
    clearHeight: industryDetails.clearHeight,
    powerCapacityKva: industryDetails.powerCapacityKva,
    cover: sql<StoredPhoto | null>`(
      select ${storedPhotoJson('m')} from property_media m
      where m.property_id = ${outer(properties.id)} order by m.position, m.id limit 1)`,
    isFavorite: callerId
      ? sql<boolean>`exists(select 1 from favorites f where f.property_id = ${outer(properties.id)} and f.user_id = ${callerId})`
      : sql<boolean>`false`,
    /** Featured by payment now (the card's mark also shows the staff's `is_featured`). */
    paidFeatured: paidFeaturingRuns(outer(properties.id)),
  };
}

/** The columns every list item needs; `isFavorite` only when a caller is signed in. */
export function listSelection(callerId: string | Placeholder | undefined) {
  return {
    ...cardSelection(callerId),
    transactionType: lookupOf(properties.transactionTypeId),
    propertyType: lookupOf(properties.propertyTypeId),
    region: lookupOf(properties.regionId),
    city: lookupOf(properties.cityId),
  };
}

export type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

export function selectListRows(db: Database, callerId: string | Placeholder | undefined) {
  return db
    .select(listSelection(callerId))
    .from(properties)
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(industryDetails, eq(industryDetails.propertyId, properties.id))
    .$dynamic();
}

/** The owner's list: the cards' columns and what staff said of each ad. */
export function selectOwnListRows(db: Database, ownerId: string) {
  return db
    .select({
      ...listSelection(ownerId),
      rejectionReason: properties.rejectionReason,
      heldForReportsAt: properties.heldForReportsAt,
      draftId: sql<
        number | null
      >`(select d.id from properties d where d.revision_of = ${properties.id} and d.version > 1)`.mapWith(
        Number,
      ),
    })
    .from(properties)
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(industryDetails, eq(industryDetails.propertyId, properties.id))
    .$dynamic();
}

const preparedCards = new WeakMap<Database, Map<string, ReturnType<typeof prepareCards>>>();

/** The ids of a card's lookups: their names are held in memory (lookups `lookupNamesOf`). */
const cardLookupIds = {
  transactionType: properties.transactionTypeId,
  propertyType: properties.propertyTypeId,
  region: properties.regionId,
  city: properties.cityId,
};

function prepareCards(db: Database, signedIn: boolean) {
  const caller = signedIn ? sql.placeholder('callerId') : undefined;
  return db
    .select({ ...cardSelection(caller), lookupIds: cardLookupIds, ...advertiserFacts })
    .from(properties)
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(industryDetails, eq(industryDetails.propertyId, properties.id))
    .leftJoin(...officeOfAd)
    .where(and(sql`${properties.id} = any(${sql.placeholder('ids')})`, published))
    .prepare(signedIn ? 'published_cards_signed_in' : 'published_cards');
}

/**
 * The list items of published ads by id, in no order: one statement prepared once per database (and
 * named, so PostgreSQL parses it once per connection and soon keeps one plan), for the lists and the
 * map, which read a page of cards on every request. The lookups' names come from memory; what the
 * advertiser's badges are read from comes with each card, so a page needs no statement for them.
 */
export async function publishedCards(
  deps: Pick<AppDeps, 'db' | 'listCache'>,
  ids: number[],
  callerId: string | undefined,
): Promise<(ListRow & AdvertiserFacts)[]> {
  const { db } = deps;
  const byDatabase = preparedCards.get(db) ?? new Map<string, ReturnType<typeof prepareCards>>();
  preparedCards.set(db, byDatabase);
  const key = callerId === undefined ? 'anonymous' : 'signed-in';
  const prepared = byDatabase.get(key) ?? prepareCards(db, callerId !== undefined);
  byDatabase.set(key, prepared);
  const rows = await prepared.execute({ ids, callerId });
  const names = await lookupNamesOf(
    deps,
    rows.flatMap(({ lookupIds }) => Object.values(lookupIds)),
  );
  const named = (id: number) => names.get(id) ?? { id, nameAr: '', nameEn: '' };
  return rows.map(({ lookupIds, ...row }) => ({
    ...row,
    transactionType: named(lookupIds.transactionType),
    propertyType: named(lookupIds.propertyType),
    region: named(lookupIds.region),
    city: named(lookupIds.city),
  }));
}

/** A list item's columns with the ad's whole row, for its page and the back-office. */
export const detailSelection = (callerId: string | undefined) => ({
  ...listSelection(callerId),
  property: properties,
});

export function selectDetailRows(db: Database, callerId: string | undefined) {
  return db
    .select(detailSelection(callerId))
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

export const published = eq(properties.status, 'published');
