import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { FeedProblem } from '#contract/feeds.js';
import { latinDigits } from '#contract/digits.js';
import { messageKeyFor } from '#contract/issue-text.js';
import { isMessageKey, type MessageKey, type MessageParams } from '#contract/message-catalogue.js';
import { industryBody, residenceBody, type IndustryBody, type ResidenceBody } from '#contract/properties.js';
import type { LookupRow } from '#server/db/schema/index.js';
import { normalizeAnyPhone } from '#server/lib/phone.js';
import type { FeedListing, FeedTextField } from './feed-format.js';

/** What a feed's rows are read against: the lookups, the office's people, and who imports. */
export interface ListingContext {
  propertyTypes: readonly LookupRow[];
  transactionTypes: readonly LookupRow[];
  /** Cities: region lookups with a parent region. */
  cities: readonly LookupRow[];
  members: readonly { userId: string; phoneNumber: string }[];
  importerId: string;
  photosPerAd: number;
}

export type ListingBody = (ResidenceBody & { category: 1 }) | (IndustryBody & { category: 2 });

/** A row that can be saved: the body the site's own save takes, its photos, its agent and its hash. */
export interface ReadListing {
  reference: string;
  agentId: string;
  body: ListingBody;
  photos: string[];
  /** Of everything the row says that the ad keeps: a row with the same hash changes nothing. */
  hash: string;
}

export type ReadResult =
  { ok: true; listing: ReadListing } | { ok: false; reference: string | null; problems: FeedProblem[] };

/** The body's fields by the feed's names, for the problems the site's own validation finds. */
export const FEED_NAME: Record<string, FeedTextField | 'photos'> = {
  titleAr: 'title_ar',
  titleEn: 'title_en',
  descriptionAr: 'description_ar',
  descriptionEn: 'description_en',
  transactionTypeId: 'offering_type',
  propertyTypeId: 'property_type',
  regionId: 'city',
  cityId: 'city',
  district: 'community',
  latitude: 'latitude',
  longitude: 'longitude',
  price: 'price',
  rentPeriod: 'rent_period',
  area: 'size',
  adLicenseNumber: 'permit_number',
  bedrooms: 'bedroom',
  bathrooms: 'bathroom',
};

const CATEGORIES: Record<string, 1 | 2> = {
  residential: 1,
  سكني: 1,
  '1': 1,
  industrial: 2,
  صناعي: 2,
  '2': 2,
};
const RENT_PERIODS: Record<string, 'daily' | 'monthly' | 'yearly'> = {
  daily: 'daily',
  يومي: 'daily',
  monthly: 'monthly',
  شهري: 'monthly',
  yearly: 'yearly',
  سنوي: 'yearly',
};
const REFERENCE = /^[\p{L}\p{N}._\-/]{1,100}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const comparable = (value: string) => latinDigits(value).trim().toLowerCase();

/** A lookup named by its code (with or without its `city:` prefix), its Arabic or its English name. */
function findLookup(rows: readonly LookupRow[], value: string): LookupRow | undefined {
  const wanted = comparable(value);
  return rows.find(
    (row) =>
      (row.key !== null && (comparable(row.key) === wanted || comparable(row.key) === `city:${wanted}`)) ||
      comparable(row.nameAr) === wanted ||
      comparable(row.nameEn) === wanted,
  );
}

const readNumber = (value: string | undefined): number | undefined | null => {
  if (value === undefined) return undefined;
  const cleaned = latinDigits(value)
    .replace(/[,\u066c\s]/g, '')
    .replace('\u066b', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/**
 * Reads one row into the body the site's own save takes, checking what the file names (codes or
 * names of the lookups, numbers, the agent, the photos) and then the save's own validation; every
 * problem is reported against the feed's field names. `postedBy` is who posted the listing's ad, when
 * it was imported before.
 */
export function readListing(raw: FeedListing, context: ListingContext, postedBy?: string): ReadResult {
  const problems: FeedProblem[] = [];
  const fail = (field: string, key: MessageKey, params?: MessageParams) =>
    problems.push({ field, key, ...(params ? { params } : {}) });
  const required = (field: FeedTextField) => {
    const value = raw[field];
    if (value === undefined) fail(field, 'fieldRequired');
    return value;
  };

  const reference = required('reference_number');
  if (reference !== undefined && !REFERENCE.test(reference)) fail('reference_number', 'feedReferenceInvalid');

  const categoryText = required('category');
  const category = categoryText === undefined ? undefined : CATEGORIES[comparable(categoryText)];
  if (categoryText !== undefined && category === undefined) {
    fail('category', 'feedValueUnknown', { value: categoryText });
  }

  const lookup = (field: FeedTextField, rows: readonly LookupRow[]) => {
    const value = required(field);
    if (value === undefined) return undefined;
    const found = findLookup(rows, value);
    if (!found) fail(field, 'feedValueUnknown', { value });
    return found;
  };
  const type = lookup('property_type', context.propertyTypes);
  if (type && category !== undefined && type.category !== category) {
    fail('property_type', 'propertyTypeWrongCategory');
  }
  const transaction = lookup('offering_type', context.transactionTypes);
  const city = lookup('city', context.cities);

  const periodText = raw.rent_period;
  const rentPeriod = periodText === undefined ? undefined : RENT_PERIODS[comparable(periodText)];
  if (periodText !== undefined && rentPeriod === undefined) {
    fail('rent_period', 'feedValueUnknown', { value: periodText });
  }

  const numbers: Partial<Record<FeedTextField, number>> = {};
  for (const field of ['price', 'size', 'bedroom', 'bathroom', 'latitude', 'longitude'] as const) {
    const value = readNumber(raw[field]);
    if (value === null) fail(field, 'feedNumberInvalid');
    else if (value !== undefined) numbers[field] = value;
  }

  // A row naming nobody keeps the ad's agent (re-imports by another manager change nothing), or is the importer's.
  const named = findAgent(raw, context, fail);
  const agentId = named === null ? (postedBy ?? context.importerId) : named;

  if (raw.photos.length > context.photosPerAd) {
    fail('photos', 'feedTooManyPhotos', { max: context.photosPerAd });
  }
  for (const url of raw.photos) {
    if (!isWebUrl(url)) {
      fail('photos', 'feedPhotoUrlInvalid');
      break;
    }
  }

  const body = {
    category,
    titleAr: raw.title_ar,
    titleEn: raw.title_en,
    descriptionAr: raw.description_ar,
    descriptionEn: raw.description_en,
    transactionTypeId: transaction?.id ?? 0,
    propertyTypeId: type?.id ?? 0,
    regionId: city?.parentId ?? 0,
    cityId: city?.id ?? 0,
    district: raw.community,
    latitude: numbers.latitude,
    longitude: numbers.longitude,
    price: numbers.price,
    currency: 'SAR',
    rentPeriod: transaction?.key === 'rent' ? rentPeriod : undefined,
    area: numbers.size,
    adLicenseNumber: raw.permit_number,
    ...(category === 2
      ? { industryFeatureIds: [] }
      : { bedrooms: numbers.bedroom, bathrooms: numbers.bathroom, relaxMediaIds: [] }),
  };
  if (transaction?.key === 'rent' && rentPeriod === undefined && periodText === undefined) {
    fail('rent_period', 'rentPeriodRequired');
  }
  const schema: z.ZodType = category === 2 ? industryBody : residenceBody;
  const parsed = schema.safeParse(body, { error: messageKeyFor });
  if (!parsed.success) {
    const named = new Set(problems.map((problem) => problem.field));
    for (const issue of parsed.error.issues) {
      const field = FEED_NAME[String(issue.path[0])] ?? 'reference_number';
      // A lookup already reported as unknown (an id of 0) says nothing more.
      if (named.has(field)) continue;
      named.add(field);
      fail(field, isMessageKey(issue.message) ? issue.message : 'fieldInvalid');
    }
  }

  if (problems.length > 0 || !parsed.success || reference === undefined || agentId === undefined) {
    return { ok: false, reference: reference ?? null, problems };
  }
  const saved = { ...(parsed.data as object), category } as ListingBody;
  const photos = raw.photos;
  return {
    ok: true,
    listing: { reference, agentId, body: saved, photos, hash: listingHash(saved, photos, agentId) },
  };
}

/** The member the row names by id or phone (undefined: none such, reported), or null when it names nobody. */
function findAgent(
  raw: FeedListing,
  context: ListingContext,
  fail: (field: string, key: MessageKey) => void,
): string | undefined | null {
  const agentId = raw.agent_id?.toLowerCase();
  if (agentId !== undefined) {
    const member = UUID.test(agentId)
      ? context.members.find((person) => person.userId === agentId)
      : undefined;
    if (!member) fail('agent_id', 'feedAgentUnknown');
    return member?.userId;
  }
  if (raw.agent_phone !== undefined) {
    const phone = normalizeAnyPhone(raw.agent_phone, '+966');
    const member = context.members.find((person) => person.phoneNumber === phone);
    if (!member) fail('agent_phone', 'feedAgentUnknown');
    return member?.userId;
  }
  return null;
}

function isWebUrl(value: string): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Sorted keys, so the same content always hashes the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined && item !== null)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
};

export function listingHash(body: ListingBody, photos: readonly string[], agentId: string): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ body, photos, agentId })))
    .digest('hex');
}
