import { z } from 'zod';
import { absentWhenEmpty, listEnvelope, pagingQuery, queryBoolean } from '../paging.js';
import { propertyDetail, propertyListItem, propertyStatuses, residenceBody } from '../properties.js';
import { auditEntry } from './audit-log.js';
import { openApiSchemas } from '../openapi-registry.js';

export const moderationSortOrders = ['newest', 'oldest', 'priceAsc', 'priceDesc'] as const;

/** `Status=pending` is the review queue; `Query` matches words of the title or the ad's number. */
export const moderationListQuery = pagingQuery().extend({
  Status: absentWhenEmpty(z.enum(propertyStatuses)),
  Category: absentWhenEmpty(z.coerce.number().int().min(1).max(2)),
  OwnerId: absentWhenEmpty(z.uuid({ error: 'fieldInvalid' })),
  IsFeatured: queryBoolean,
  SortBy: absentWhenEmpty(z.enum(moderationSortOrders)),
});
export type ModerationListQuery = z.infer<typeof moderationListQuery>;

/** The list query of one user's ads: the same without `OwnerId`, which the path names. */
export const userPropertiesQuery = moderationListQuery.omit({ OwnerId: true });
export type UserPropertiesQuery = z.infer<typeof userPropertiesQuery>;

export const dashboardPropertyIdParams = z.object({
  id: z.coerce.number({ error: 'fieldInvalid' }).int().positive().max(2_147_483_647),
});

const ownerSummary = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  phoneNumber: z.string(),
  isBlocked: z.boolean(),
});

export const moderationListItem = propertyListItem
  .extend({
    owner: ownerSummary,
    rejectionReason: z.string().nullable(),
    views: z.number().int(),
    publishedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardPropertyListItem' });
export type ModerationListItem = z.infer<typeof moderationListItem>;

export const moderationList = listEnvelope(moderationListItem);

/**
 * The ad as its owner sees it, with the owner's name and phone, and its history: the back-office
 * writes about it from the audit log, newest first.
 */
export const moderationDetail = propertyDetail
  .extend({
    owner: ownerSummary.extend({ firstName: z.string().nullable(), imageUrl: z.string().nullable() }),
    publishedAt: z.iso.datetime().nullable(),
    /** Sent back with approve or reject: the decision is about this version of the ad. */
    version: z.number().int().positive(),
    history: z.array(auditEntry),
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
  reason: z
    .string({ error: 'rejectionReasonRequired' })
    .trim()
    .min(3, 'rejectionReasonLength')
    .max(500, 'rejectionReasonLength'),
});
export type RejectBody = z.infer<typeof rejectBody>;

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
