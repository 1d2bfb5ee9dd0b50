import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { absentWhenEmpty, listEnvelope, queryBoolean, queryId, sortablePagingQuery } from '../paging.js';
import { propertyDetail, propertyListItem, sentStatuses, residenceBody } from '../properties.js';
import { auditEntry } from './audit-log.js';
import { openApiSchemas } from '../openapi-registry.js';

export const moderationSortOrders = ['newest', 'oldest', 'priceAsc', 'priceDesc'] as const;

/** `Status=pending` is the review queue; `Query` matches words of the title or the ad's number. */
export const moderationListQuery = sortablePagingQuery(moderationSortOrders, {
  Status: absentWhenEmpty(z.enum(sentStatuses)),
  Category: absentWhenEmpty(z.coerce.number().int().min(1).max(2)),
  OwnerId: absentWhenEmpty(z.uuid({ error: 'fieldInvalid' })),
  /** The ads posted for this brokerage office (ADR 0039). */
  OfficeId: queryId,
  IsFeatured: queryBoolean,
});
export type ModerationListQuery = z.infer<typeof moderationListQuery>;

/** The list query of one user's ads: the same without `OwnerId`, which the path names. */
export const userPropertiesQuery = moderationListQuery.omit({ OwnerId: true });
export type UserPropertiesQuery = z.infer<typeof userPropertiesQuery>;

const ownerSummary = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  /** Null unless the caller holds `Users.Read`: an owner's number is personal data. */
  phoneNumber: z.string().nullable(),
  isBlocked: z.boolean(),
});

export const moderationListItem = propertyListItem
  .extend({
    status: z.enum(sentStatuses),
    owner: ownerSummary,
    rejectionReason: z.string().nullable(),
    views: z.number().int(),
    publishedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardPropertyListItem' });
export type ModerationListItem = z.infer<typeof moderationListItem>;

export const moderationList = listEnvelope(moderationListItem);

/** The fields a review compares with the last approved version, in the order the diff lists them. */
export const reviewedFields = [
  'titleAr',
  'titleEn',
  'descriptionAr',
  'descriptionEn',
  'transactionType',
  'propertyType',
  'region',
  'city',
  'district',
  'address',
  'latitude',
  'longitude',
  'price',
  'currency',
  'rentPeriod',
  'area',
  'adLicenseNumber',
  'bedrooms',
  'bathrooms',
  'livingRooms',
  'floor',
  'buildType',
  'buildingAge',
  'furnished',
  'streetWidth',
  'facade',
  'industryType',
  'landArea',
  'builtArea',
  'clearHeight',
  'powerCapacityKva',
  'loadingDocks',
  'floorLoad',
  'zoning',
  'civilDefenceLicensed',
  'features',
] as const;
export type ReviewedField = (typeof reviewedFields)[number];

const reviewedValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

const photoRef = z.object({ id: z.number().int(), url: z.string(), thumbUrl: z.string() });
export type PhotoRef = z.infer<typeof photoRef>;

/**
 * What changed since a reviewer last approved the ad: each changed field old → new (lookups by name
 * in the request's language), the photos added, how many were removed (their files are gone), and
 * whether the order changed.
 */
export const adChanges = z
  .object({
    approvedAt: z.iso.datetime(),
    approvedVersion: z.number().int(),
    fields: z.array(z.object({ field: z.enum(reviewedFields), before: reviewedValue, after: reviewedValue })),
    photosAdded: z.array(photoRef),
    photosRemoved: z.number().int(),
    photosReordered: z.boolean(),
  })
  .register(openApiSchemas, { id: 'DashboardAdChanges' });
export type AdChanges = z.infer<typeof adChanges>;

/**
 * Another ad (any owner, any status) that looks like this one: photos within the duplicate
 * threshold, paired with this ad's, and/or the same licence number.
 */
export const duplicateSuspect = z
  .object({
    id: z.number().int(),
    category: z.number().int(),
    title: z.string(),
    status: z.enum(sentStatuses),
    owner: z.object({ id: z.uuid(), fullName: z.string().nullable() }),
    sameOwner: z.boolean(),
    sameLicense: z.boolean(),
    pairs: z.array(z.object({ photo: photoRef, original: photoRef, distance: z.number().int() })),
  })
  .register(openApiSchemas, { id: 'DashboardDuplicateSuspect' });
export type DuplicateSuspect = z.infer<typeof duplicateSuspect>;

/**
 * The ad as its owner sees it, with the owner's name and phone, and its history: the back-office
 * writes about it from the audit log, newest first. `changes` is the diff against the version last
 * approved (null if none was, or nothing changed); `duplicates` the ads it may copy.
 */
export const moderationDetail = propertyDetail
  .extend({
    status: z.enum(sentStatuses),
    owner: ownerSummary.extend({ firstName: z.string().nullable(), imageUrl: z.string().nullable() }),
    publishedAt: z.iso.datetime().nullable(),
    /** Sent back with approve or reject: the decision is about this version of the ad. */
    version: z.number().int().positive(),
    history: z.array(auditEntry),
    changes: adChanges.nullable(),
    duplicates: z.array(duplicateSuspect),
  })
  .register(openApiSchemas, { id: 'DashboardPropertyDetail' });
export type ModerationDetail = z.infer<typeof moderationDetail>;

/** The version of the ad the reviewer saw (moderation detail's `version`). */
export const reviewedVersion = z.object({
  version: z
    .number({ error: 'fieldRequired' })
    .int('fieldInvalid')
    .positive('fieldInvalid')
    .max(2_147_483_647),
});
export type ReviewedVersion = z.infer<typeof reviewedVersion>;

export const rejectBody = reviewedVersion.extend({
  reason: writtenText({ error: 'rejectionReasonRequired' })
    .min(3, 'rejectionReasonLength')
    .max(500, 'rejectionReasonLength'),
});
export type RejectBody = z.infer<typeof rejectBody>;

export const requestChangesBody = reviewedVersion.extend({
  reason: writtenText({ error: 'changesReasonRequired' })
    .min(3, 'changesReasonLength')
    .max(500, 'changesReasonLength'),
});
export type RequestChangesBody = z.infer<typeof requestChangesBody>;

const ownerForm = residenceBody.shape;

/**
 * What staff correct in an ad (the owner's form limits); at least one field. `agentId: null` removes
 * the agent. The status does not change.
 */
export const moderatedPropertyEdit = z
  .object({
    titleAr: ownerForm.titleAr,
    titleEn: ownerForm.titleEn,
    descriptionAr: ownerForm.descriptionAr,
    descriptionEn: ownerForm.descriptionEn,
    price: ownerForm.price.optional(),
    agentId: z.number({ error: 'fieldInvalid' }).int().positive().max(2_147_483_647).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'fieldRequired')
  .register(openApiSchemas, { id: 'DashboardPropertyEdit' });
export type ModeratedPropertyEdit = z.infer<typeof moderatedPropertyEdit>;
