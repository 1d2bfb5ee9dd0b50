import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { adLicenceStates, propertyStatuses, rentPeriods, suspensionReasons } from '#contract/properties.js';
import { agents } from './agents.js';
import { lookups } from './lookups.js';
import { money, stamp, writtenAt } from './columns.js';
import { userLink } from './user-link.js';
import { offices } from './offices.js';

export type PropertyStatus = (typeof propertyStatuses)[number];

/** A snapshot of what the public sees of an ad, taken when a reviewer approves it. */
export interface ApprovedVersion {
  version: number;
  approvedAt: string;
  /** Field name → value; lookups by id, feature lists as sorted ids. */
  fields: Record<string, string | number | boolean | null>;
  /** The photos in order. */
  photos: { id: number; thumbKey: string }[];
}

/** property-link.ts's `propertyLink`, for the tables here (importing it would be a cycle). */
const adLink = (name: string) =>
  integer(name)
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' });
/** The key of a table with at most one row per ad; the row goes when the ad does. */
const adKey = () =>
  integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' });
const lookupRef = (name: string) => integer(name).references(() => lookups.id, { onDelete: 'restrict' });

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    category: smallint('category').notNull(),
    titleAr: text('title_ar'),
    titleEn: text('title_en'),
    descriptionAr: text('description_ar'),
    descriptionEn: text('description_en'),
    transactionTypeId: lookupRef('transaction_type_id').notNull(),
    propertyTypeId: lookupRef('property_type_id').notNull(),
    regionId: lookupRef('region_id').notNull(),
    cityId: lookupRef('city_id').notNull(),
    district: text('district'),
    /** The district's English name where known (the demo data); English pages transliterate the others. */
    districtEn: text('district_en'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    price: money('price').notNull(),
    currency: text('currency').notNull().default('SAR'),
    rentPeriod: text('rent_period', { enum: rentPeriods }),
    area: doublePrecision('area').notNull(),
    ownerId: userLink('owner_id'),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** The brokerage office the ad was posted for (its owner an agent there; ADR 0039). */
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status', { enum: propertyStatuses }).notNull(),
    rejectionReason: text('rejection_reason'),
    /** Sent back to review (status pending) by independent reports; cleared by a staff decision. */
    heldForReportsAt: stamp('held_for_reports_at'),
    /** Set with the status `suspended`: why the licence re-check took the ad down. */
    suspensionReason: text('suspension_reason', { enum: suspensionReasons }),
    adLicenseNumber: text('ad_license_number'),
    views: integer('views').notNull().default(0),
    /** Goes up with every change of the ad or its photos, so a decision names what was reviewed. */
    version: integer('version').notNull().default(1),
    /** The price the public last saw (at publication): a lower one made public is a price drop. */
    publishedPrice: money('published_price'),
    publishedCurrency: text('published_currency'),
    /** Title, description and address after Arabic normalisation, for the back-office's search. */
    searchText: text('search_text').notNull().default(''),
    /** The public search's lexemes by weight (server/lib/search), made by code, read by triggers. */
    lexemesTitle: text('lexemes_title').notNull().default(''),
    lexemesPlace: text('lexemes_place').notNull().default(''),
    lexemesBody: text('lexemes_body').notNull().default(''),
    /** Which analyser made them: rows of an older one are analysed again at start. */
    lexemesVersion: smallint('lexemes_version').notNull().default(0),
    ...writtenAt(),
    publishedAt: stamp('published_at'),
    /** The last paid bump (ADR 0041): "newest" lists the ad from the later of this and publication. */
    bumpedAt: stamp('bumped_at'),
    /** The owner's last "still available": the ad's age counts from it when later than publication. */
    confirmedAt: stamp('confirmed_at'),
    /** The expiry reminder of the ad's current age was sent (cleared by a confirmation or renewal). */
    expiryRemindedAt: stamp('expiry_reminded_at'),
    /** When the ad was sold, rented or expired: a sold or rented ad's URL answers for a while after. */
    closedAt: stamp('closed_at'),
    /** What a reviewer last approved (properties/approved-version.ts): the base of the next review's diff. */
    approvedVersion: jsonb('approved_version').$type<ApprovedVersion>(),
    /**
     * When the owner first changed what the public sees (texts, price, photos, their order) since the
     * ad was last approved or published: set, no way back to the public skips review (ADR 0018).
     */
    unreviewedEditAt: stamp('unreviewed_edit_at'),
    /** A draft of changes to a sent ad: that ad, which the draft replaces when sent (ADR 0032). */
    revisionOf: integer('revision_of').references((): AnyPgColumn => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One draft of changes per ad.
    uniqueIndex('properties_revision_of_idx').on(t.revisionOf),
    // The purge of drafts left untouched.
    index('properties_draft_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'draft'`),
    index('properties_status_published_idx').on(t.status, t.publishedAt.desc()),
    index('properties_category_status_idx').on(t.category, t.status),
    index('properties_transaction_idx').on(t.transactionTypeId),
    index('properties_type_idx').on(t.propertyTypeId),
    index('properties_region_idx').on(t.regionId),
    index('properties_city_idx').on(t.cityId),
    index('properties_price_idx').on(t.price),
    // The home search (region, category, a price range, sorted by price) on published ads.
    index('properties_published_region_category_price_idx')
      .on(t.regionId, t.category, t.price)
      .where(sql`${t.status} = 'published'`),
    index('properties_area_idx').on(t.area),
    index('properties_featured_idx').on(t.isFeatured, t.status),
    index('properties_agent_idx').on(t.agentId),
    index('properties_office_idx')
      .on(t.officeId)
      .where(sql`${t.officeId} is not null`),
    index('properties_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('properties_location_idx').on(t.latitude, t.longitude),
    // Whether another live ad uses a licence number.
    index('properties_ad_license_idx').on(t.adLicenseNumber),
    // The expiry job's walk over published ads by age.
    index('properties_published_age_idx')
      .on(sql`greatest(${t.publishedAt}, ${t.confirmedAt})`)
      .where(sql`${t.status} = 'published'`),
    // The district median price per m² (price-facts/district-price-per-metre.ts): one index range per
    // district, category, transaction, currency and rent period, holding the value the median orders by.
    index('properties_district_price_per_metre_idx')
      .on(
        t.cityId,
        t.district,
        t.category,
        t.transactionTypeId,
        t.currency,
        t.rentPeriod,
        sql`(${t.price}::double precision / ${t.area})`,
      )
      .where(
        sql`${t.status} = 'published' and ${t.district} is not null and ${t.price} > 0 and ${t.area} >= 1`,
      ),
    index('properties_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const residenceDetails = pgTable(
  'residence_details',
  {
    propertyId: adKey(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    livingRooms: integer('living_rooms'),
    floorId: lookupRef('floor_id'),
    buildTypeId: lookupRef('build_type_id'),
    buildingAge: integer('building_age'),
    furnished: boolean('furnished').notNull().default(false),
    streetWidth: doublePrecision('street_width'),
    facade: text('facade'),
  },
  (t) => [index('residence_bedrooms_idx').on(t.bedrooms), index('residence_bathrooms_idx').on(t.bathrooms)],
);

export const industryDetails = pgTable(
  'industry_details',
  {
    propertyId: adKey(),
    industryTypeId: lookupRef('industry_type_id'),
    landArea: doublePrecision('land_area'),
    builtArea: doublePrecision('built_area'),
    clearHeight: doublePrecision('clear_height'),
    powerCapacityKva: doublePrecision('power_capacity_kva'),
    loadingDocks: integer('loading_docks'),
    floorLoad: doublePrecision('floor_load'),
    zoning: text('zoning'),
    streetWidth: doublePrecision('street_width'),
    civilDefenceLicensed: boolean('civil_defence_licensed').notNull().default(false),
  },
  (t) => [index('industry_type_idx').on(t.industryTypeId)],
);

/** Relax media (residential amenities) and industry features chosen for a property. */
export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: adLink('property_id'),
    lookupId: lookupRef('lookup_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.lookupId] }),
    index('property_features_lookup_idx').on(t.lookupId),
  ],
);

export interface PhotoVariantKey {
  key: string;
  width: number;
}

export const propertyMedia = pgTable(
  'property_media',
  {
    id: serial('id').primaryKey(),
    propertyId: adLink('property_id'),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /**
     * Narrower copies of the photo for `srcset`, narrowest first (the photo itself, `key`, is the
     * widest). Empty for photos stored before they were made: those offer only `key`.
     */
    variants: jsonb('variants').$type<PhotoVariantKey[]>().notNull().default([]),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: stamp('created_at').notNull(),
    /**
     * The photo's 64-bit difference hash and its four 16-bit bands (duplicates/photo-hash.ts): two
     * photos within 3 bits share a band, which the band indexes find among millions (ADR 0020).
     * Null until hashed (photos stored before, hashed at start).
     */
    dhash: bigint('dhash', { mode: 'bigint' }),
    dhashBand0: integer('dhash_band0'),
    dhashBand1: integer('dhash_band1'),
    dhashBand2: integer('dhash_band2'),
    dhashBand3: integer('dhash_band3'),
  },
  (t) => [
    index('property_media_property_idx').on(t.propertyId, t.position),
    // Whether another photo row (a draft's copy) still uses a file about to be deleted.
    index('property_media_key_idx').on(t.key),
    index('property_media_dhash_band0_idx').on(t.dhashBand0),
    index('property_media_dhash_band1_idx').on(t.dhashBand1),
    index('property_media_dhash_band2_idx').on(t.dhashBand2),
    index('property_media_dhash_band3_idx').on(t.dhashBand3),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: userLink('user_id'),
    propertyId: adLink('property_id'),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favorites_property_idx').on(t.propertyId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** The ad's public price history: a row each time it became public at a new price (price-made-public.ts). */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    propertyId: adLink('property_id'),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    changedAt: stamp('changed_at').notNull(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt)],
);

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyMediaRow = typeof propertyMedia.$inferSelect;

/**
 * The authority's last answer about an ad's licence (one row per ad with a licence number): written
 * when the owner saves the ad and by the re-check job (server/modules/ad-licences). The one place the
 * verification result lives, for the details page and the moderation screen.
 */
export const adLicenceChecks = pgTable(
  'ad_licence_checks',
  {
    propertyId: adKey(),
    /** The number this answer is about (the ad's number when it was checked). */
    licenceNumber: text('licence_number').notNull(),
    state: text('state', { enum: adLicenceStates }).notNull(),
    checkedAt: stamp('checked_at').notNull(),
    expiresAt: stamp('expires_at'),
    advertiserName: text('advertiser_name'),
    advertiserType: text('advertiser_type'),
    deedNumber: text('deed_number'),
    area: doublePrecision('area'),
    price: money('price'),
  },
  (t) => [
    index('ad_licence_checks_checked_idx').on(t.checkedAt),
    index('ad_licence_checks_expires_idx').on(t.expiresAt),
  ],
);
export type AdLicenceCheckRow = typeof adLicenceChecks.$inferSelect;
