import { z } from 'zod';
import { advertiserBadges } from './advertiser-badges.js';
import { writtenText } from './written-text.js';
import { agentItem } from './agents.js';
import { namedRef } from './lookups.js';
import { absentWhenEmpty, listEnvelope, pagingQuery, queryBoolean, queryId, queryNumber } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';
import { parseArea } from './geo/polygon.js';
import { asTextField, understoodQuery } from './query-understanding.js';

export const CATEGORY = { residential: 1, industrial: 2 } as const;
/** The statuses of sent ads: all staff see (a draft is its owner's alone). */
export const sentStatuses = [
  'pending',
  'published',
  'rejected',
  /** Sent back to its owner by a reviewer with what to change; the owner's next edit sends it to review. */
  'changesRequested',
  'sold',
  'rented',
  'archived',
  /** Taken off the site by the licence re-check (its licence expired or was cancelled); see suspensionReasons. */
  'suspended',
  'expired',
] as const;
/** Every status: a new ad is a draft, seen by its owner alone until sent (docs/decisions/0032-drafts.md). */
export const propertyStatuses = ['draft', ...sentStatuses] as const;
/**
 * Why an ad is suspended: what the authority said of its licence; `officeLicenceLapsed`: the FAL
 * licence of the office it was posted for expired or was cancelled; `officeSuspended`: staff
 * suspended that office (ADR 0039).
 */
export const suspensionReasons = [
  'licenceExpired',
  'licenceCancelled',
  'officeLicenceLapsed',
  'officeSuspended',
] as const;
export type SuspensionReason = (typeof suspensionReasons)[number];
/** What the authority (REGA) said of an ad licence (docs/decisions/0017-ad-licences.md). */
export const adLicenceStates = ['valid', 'expired', 'cancelled', 'unknown', 'ownerMismatch'] as const;
export type AdLicenceState = (typeof adLicenceStates)[number];
export const rentPeriods = ['daily', 'monthly', 'yearly'] as const;
export const currencies = ['SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'USD'] as const;
export const facades = [
  'north',
  'south',
  'east',
  'west',
  'north-east',
  'north-west',
  'south-east',
  'south-west',
] as const;
export const sortOrders = ['newest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc'] as const;

// ---- queries -------------------------------------------------------------------------------

const latitude = absentWhenEmpty(z.coerce.number().min(-90).max(90));
const longitude = absentWhenEmpty(z.coerce.number().min(-180).max(180));

/**
 * A drawn area, `lat,lng;lat,lng;…` (3 to 50 vertices, not crossing itself): only the ads inside it
 * (docs/decisions/0022-draw-a-search.md). It stays text once valid, so a parsed query can be sent
 * (or saved) again; `polygonOf` reads it. A bad one is a localized 422.
 */
const drawnArea = z
  .string()
  .superRefine((text, context) => {
    const read = text === '' ? undefined : parseArea(text);
    if (read && 'problem' in read) context.addIssue({ code: 'custom', message: read.problem });
  })
  .transform((text) => text || undefined)
  .optional();

/** The filters of the public search (api.md "Properties"), shared by the list and the map. */
export const searchFilterFields = {
  Category: absentWhenEmpty(z.coerce.number().int().min(1).max(2)),
  TransactionTypeId: queryId,
  PropertyTypeId: queryId,
  RegionId: queryId,
  CityId: queryId,
  MinPrice: queryNumber,
  MaxPrice: queryNumber,
  MinArea: queryNumber,
  MaxArea: queryNumber,
  Bedrooms: absentWhenEmpty(z.coerce.number().int().min(0).max(100)),
  Bathrooms: absentWhenEmpty(z.coerce.number().int().min(0).max(100)),
  IndustryTypeId: queryId,
  IsFeatured: queryBoolean,
  AgentId: queryId,
  Area: drawnArea,
};

export const propertyListQuery = pagingQuery().extend({
  ...searchFilterFields,
  ...asTextField,
  SortBy: absentWhenEmpty(z.enum(sortOrders)),
  MinLat: latitude,
  MaxLat: latitude,
  MinLng: longitude,
  MaxLng: longitude,
  /** Only the ads of this brokerage office (its page, ADR 0039); not a filter of the map or saved searches. */
  OfficeId: queryId,
});
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

export const ownListQuery = pagingQuery().extend({
  Status: absentWhenEmpty(z.enum(propertyStatuses)),
  Category: absentWhenEmpty(z.coerce.number().int().min(1).max(2)),
});
export type OwnListQuery = z.infer<typeof ownListQuery>;

export const propertyIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const mediaIdParams = z.object({ mediaId: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- answers -------------------------------------------------------------------------------

/** One stored width of a photo, for `srcset`. */
export const photoSource = z.object({ url: z.string(), width: z.number().int() });
export type PhotoSource = z.infer<typeof photoSource>;

/**
 * A photo: `url` its widest copy, `thumbUrl` the 640×480 crop for 4:3 cards, `sources` every width
 * narrowest first (the last is `url`; photos stored before the narrower copies have only that one).
 */
export const imageRef = z.object({ url: z.string(), thumbUrl: z.string(), sources: z.array(photoSource) });
export type ImageRef = z.infer<typeof imageRef>;

export const propertyListItem = z
  .object({
    id: z.number().int(),
    category: z.number().int(),
    title: z.string(),
    price: z.number(),
    currency: z.string(),
    rentPeriod: z.enum(rentPeriods).nullable(),
    transactionType: namedRef,
    propertyType: namedRef,
    region: namedRef,
    city: namedRef,
    district: z.string().nullable(),
    area: z.number(),
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    clearHeight: z.number().nullable(),
    powerCapacityKva: z.number().nullable(),
    coverImage: imageRef.nullable(),
    /**
     * Featured: by staff, or by payment while it runs (ADR 0041). Cards mark it "مميز" / "Featured", an
     * advertising mark. In the back-office lists, the staff's own toggle only.
     */
    isFeatured: z.boolean(),
    isFavorite: z.boolean(),
    status: z.enum(propertyStatuses),
    createdAt: z.iso.datetime(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /**
     * What the site vouches for about the advertiser (advertiser-badges.ts): on the public cards
     * (search, lists, favourites, compare, recently viewed) and the details; not on the owner's or
     * the back-office's lists, nor the map's points.
     */
    advertiserBadges: z.array(z.enum(advertiserBadges)).optional(),
  })
  .register(openApiSchemas, { id: 'PropertyListItem' });
export type PropertyListItem = z.infer<typeof propertyListItem>;

export const propertyList = listEnvelope(propertyListItem);

/** One of the caller's own ads: what staff said of it travels with the list, not one request per card. */
export const ownPropertyListItem = propertyListItem
  .extend({
    rejectionReason: z.string().nullable(),
    heldForReports: z.boolean(),
    /** The draft of changes its owner saved and has not sent yet, if any (one only opened is not listed). */
    draftId: z.number().int().nullable(),
  })
  .register(openApiSchemas, { id: 'OwnPropertyListItem' });
export type OwnPropertyListItem = z.infer<typeof ownPropertyListItem>;

export const ownPropertyList = listEnvelope(ownPropertyListItem);

/**
 * The public catalogue's answer. A search looks at most at the first 1,000 matches: past them the
 * count stops (`totalDataCount` 1000, `totalCapped` true, shown as "1,000+") and so do the pages.
 * `understood`: what was read from the words (query-understanding.ts). `featured`: up to 3 featured
 * ads among the matches, picked at random on each answer, to stand above the first page of the default
 * order (no `SortBy`); empty on other pages and orders. They are not counted apart (`totalDataCount` is
 * the matches', which include them) and are left out of that page's `data`, so none shows twice; the
 * pages after it are as they were.
 */
export const searchResults = propertyList
  .extend({
    featured: z.array(propertyListItem),
    totalCapped: z.boolean(),
    understood: understoodQuery.optional(),
  })
  .register(openApiSchemas, { id: 'PropertySearchResults' });
export type SearchResults = z.infer<typeof searchResults>;

export const propertyMedia = z
  .object({
    id: z.number().int(),
    url: z.string(),
    thumbUrl: z.string(),
    sources: z.array(photoSource),
    width: z.number().int(),
    height: z.number().int(),
    order: z.number().int(),
  })
  .register(openApiSchemas, { id: 'PropertyMedia' });
export type PropertyMedia = z.infer<typeof propertyMedia>;

export const residenceDetailsOut = z.object({
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  livingRooms: z.number().int().nullable(),
  floor: namedRef.nullable(),
  buildType: namedRef.nullable(),
  buildingAge: z.number().int().nullable(),
  furnished: z.boolean(),
  streetWidth: z.number().nullable(),
  facade: z.string().nullable(),
  relaxMedia: z.array(namedRef),
});

export const industryDetailsOut = z.object({
  industryType: namedRef.nullable(),
  landArea: z.number().nullable(),
  builtArea: z.number().nullable(),
  clearHeight: z.number().nullable(),
  powerCapacityKva: z.number().nullable(),
  loadingDocks: z.number().int().nullable(),
  floorLoad: z.number().nullable(),
  zoning: z.string().nullable(),
  streetWidth: z.number().nullable(),
  civilDefenceLicensed: z.boolean(),
  industryFeatures: z.array(namedRef),
});

/**
 * An ad's licence and the authority's last answer about it. `verified` is true only when that answer
 * was "valid" and its expiry date has not passed; the authority's own values (advertiser, deed, area,
 * price) are shown read-only beside the owner's. `qrSvg` encodes `verifyUrl`, the authority's page.
 */
export const adLicenceOut = z
  .object({
    number: z.string(),
    /** null: never checked (an ad saved before licences were verified). */
    state: z.enum(adLicenceStates).nullable(),
    verified: z.boolean(),
    checkedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
    advertiserName: z.string().nullable(),
    advertiserType: z.string().nullable(),
    deedNumber: z.string().nullable(),
    area: z.number().nullable(),
    price: z.number().nullable(),
    verifyUrl: z.string(),
    qrSvg: z.string(),
  })
  .register(openApiSchemas, { id: 'AdLicence' });
export type AdLicenceOut = z.infer<typeof adLicenceOut>;

export const priceChange = z.object({
  oldPrice: z.number(),
  newPrice: z.number(),
  changedAt: z.iso.datetime(),
});
export type PriceChange = z.infer<typeof priceChange>;

/** An agent as an ad names them: without the numbers, which reach signed-in callers only (ADR 0024). */
export const adAgent = agentItem.omit({ phoneNumber: true, whatsapp: true });
export type AdAgent = z.infer<typeof adAgent>;

export const propertyDetail = propertyListItem
  .extend({
    advertiserBadges: z.array(z.enum(advertiserBadges)),
    titleAr: z.string().nullable(),
    titleEn: z.string().nullable(),
    description: z.string(),
    descriptionAr: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    /** What the address adds to the district, city and region, in the page's language. */
    address: z.string().nullable(),
    /** The district and address as the owner wrote them (the edit form's values). */
    districtWritten: z.string().nullable(),
    addressWritten: z.string().nullable(),
    media: z.array(propertyMedia),
    details: z.union([residenceDetailsOut, industryDetailsOut]),
    owner: z.object({ id: z.string(), firstName: z.string().nullable(), imageUrl: z.string().nullable() }),
    /** The agent named on the ad; their numbers are the ad's `contactPhone` and `whatsapp`. */
    agent: adAgent.nullable(),
    /** The brokerage office the ad was posted for, its owner being one of its agents (ADR 0039). */
    office: z
      .object({
        id: z.number().int(),
        name: z.string(),
        falNumber: z.string(),
        logoUrl: z.string().nullable(),
        licensed: z.boolean(),
      })
      .nullable(),
    /** The ad's numbers (the agent's, else the owner's): signed-in callers only (ADR 0024). */
    contactPhone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    /** Whether the ad has a WhatsApp number, told to everyone: a signed-out visitor sees the button. */
    hasWhatsapp: z.boolean(),
    adLicenseNumber: z.string().nullable(),
    adLicence: adLicenceOut.nullable(),
    views: z.number().int(),
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    rejectionReason: z.string().nullable(),
    /** For the owner: several people reported the ad, which waits for review (who reported it is not said). */
    heldForReports: z.boolean(),
    /** For the owner of a suspended ad: why it left the site. */
    suspensionReason: z.enum(suspensionReasons).nullable(),
    /** For the owner of a published ad: when it expires unless they confirm it is still available. */
    expiresAt: z.iso.datetime().nullable(),
    isOwner: z.boolean(),
    /** For a draft of changes: the ad it changes (its owner's eyes only). */
    draftOf: z.number().int().nullable(),
    updatedAt: z.iso.datetime(),
    /** When the ad was first published (its public price history starts there); null until then. */
    publishedAt: z.iso.datetime().nullable(),
    /** Every recorded price change, oldest first (the last 50); the price before the first is `oldPrice`. */
    priceHistory: z.array(priceChange),
    /**
     * The median price per m² of the published ads of the same district, category, transaction,
     * currency and rent period, when there are at least 5 of them (this ad included).
     */
    districtPricePerMetre: z.object({ median: z.number(), count: z.number().int() }).nullable(),
  })
  .register(openApiSchemas, { id: 'PropertyDetail' });
export type PropertyDetail = z.infer<typeof propertyDetail>;

// ---- writes --------------------------------------------------------------------------------

const id = z.number().int().positive().max(2_147_483_647);
/** An advertising licence number as REGA issues them. */
export const adLicenseNumber = z
  .string()
  .trim()
  .regex(/^\d{6,20}$/, 'adLicenseInvalid');
const optionalText = (max: number) =>
  writtenText()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish();
const measure = (max: number) => z.number().nonnegative().max(max).nullish();
const count = (max: number) => z.number().int().min(0).max(max);

const propertyFields = {
  id: id.optional(),
  titleAr: optionalText(150),
  titleEn: optionalText(150),
  descriptionAr: optionalText(5000),
  descriptionEn: optionalText(5000),
  transactionTypeId: id,
  propertyTypeId: id,
  regionId: id,
  cityId: id,
  district: optionalText(100),
  address: optionalText(300),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  // Stored with 2 decimals: anything below 0.01 would be saved as 0.
  price: z.number().min(0.01).max(100_000_000_000),
  currency: z.enum(currencies).default('SAR'),
  rentPeriod: z.enum(rentPeriods).nullish(),
  area: z.number().positive().max(100_000_000),
  adLicenseNumber: adLicenseNumber.nullish(),
};

const needsATitle = (body: { titleAr?: string | null; titleEn?: string | null }) =>
  Boolean(body.titleAr ?? body.titleEn);
const titleIssue = { message: 'titleRequired', path: ['titleAr'] };

export const residenceBody = z
  .object({
    ...propertyFields,
    bedrooms: count(50),
    bathrooms: count(50),
    livingRooms: count(50).nullish(),
    floorId: id.nullish(),
    buildTypeId: id.nullish(),
    buildingAge: count(200).nullish(),
    furnished: z.boolean().default(false),
    streetWidth: measure(500),
    facade: z.enum(facades).nullish(),
    relaxMediaIds: z.array(id).max(40).default([]),
  })
  .refine(needsATitle, titleIssue);
export type ResidenceBody = z.infer<typeof residenceBody>;

export const industryBody = z
  .object({
    ...propertyFields,
    industryTypeId: id.nullish(),
    landArea: measure(100_000_000),
    builtArea: measure(100_000_000),
    clearHeight: measure(200),
    powerCapacityKva: measure(1_000_000),
    loadingDocks: count(500).nullish(),
    floorLoad: measure(10_000),
    zoning: optionalText(200),
    streetWidth: measure(500),
    civilDefenceLicensed: z.boolean().default(false),
    industryFeatureIds: z.array(id).max(40).default([]),
  })
  .refine(needsATitle, titleIssue);
export type IndustryBody = z.infer<typeof industryBody>;

export const setFavoriteBody = z.object({ propertyId: id });
export const setFavoriteResponse = z.object({ propertyId: z.number().int(), isFavorite: z.boolean() });

export const statusBody = z.object({ status: z.enum(['sold', 'rented', 'archived']) });
/** Where a renewal took the ad: published again, or to review when its owner changed it meanwhile. */
export const renewAnswer = z.object({ status: z.enum(['published', 'pending']) });
/** A sent draft: the ad it became (or changed) and where it went. */
export const submitAnswer = z.object({ id, status: z.enum(['published', 'pending']) });
/** The draft in which an owner changes a sent ad (made on the first ask, the same one after). */
export const draftAnswer = z.object({ id });
export const mediaOrderBody = z.object({ mediaIds: z.array(id).min(1).max(20) });
export const mediaList = z.object({ data: z.array(propertyMedia) });
