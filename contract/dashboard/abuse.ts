import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { absentWhenEmpty, listEnvelope, queryBoolean, queryId, sortablePagingQuery } from '../paging.js';
import { openApiSchemas } from '../openapi-registry.js';

/** Hiding abusive reviews and property messages: hidden items are left out of every website answer. */

export const abuseSortOrders = ['newest', 'oldest'] as const;

/** `Query` matches part of the comment or the author's name. */
export const dashboardReviewListQuery = sortablePagingQuery(abuseSortOrders, {
  PropertyId: queryId,
  Hidden: queryBoolean,
});
export type DashboardReviewListQuery = z.infer<typeof dashboardReviewListQuery>;

/** `Query` matches part of the text or either person's name; `UserId` is the sender or the receiver. */
export const dashboardMessageListQuery = sortablePagingQuery(abuseSortOrders, {
  PropertyId: queryId,
  UserId: absentWhenEmpty(z.uuid({ error: 'fieldInvalid' })),
  Hidden: queryBoolean,
});
export type DashboardMessageListQuery = z.infer<typeof dashboardMessageListQuery>;

/** The reason is optional (an empty one is none), at most 500 characters; the body may be left out (sent without a body, Fastify reads it as null). */
export const hideBody = z
  .object({
    reason: absentWhenEmpty(writtenText().max(500, 'hideReasonLength')),
  })
  .nullish();
export type HideBody = z.infer<typeof hideBody>;

const person = z.object({ id: z.uuid(), fullName: z.string().nullable(), phoneNumber: z.string() });
const propertyRef = z.object({
  id: z.number().int(),
  titleAr: z.string().nullable(),
  titleEn: z.string().nullable(),
});
const hiding = {
  isHidden: z.boolean(),
  hiddenAt: z.iso.datetime().nullable(),
  hiddenReason: z.string().nullable(),
};

export const dashboardReview = z
  .object({
    id: z.number().int(),
    property: propertyRef,
    user: person,
    rating: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ...hiding,
  })
  .register(openApiSchemas, { id: 'DashboardReview' });
export type DashboardReview = z.infer<typeof dashboardReview>;
export const dashboardReviewList = listEnvelope(dashboardReview);

export const dashboardMessage = z
  .object({
    id: z.number().int(),
    property: propertyRef,
    sender: person,
    receiver: person,
    body: z.string(),
    createdAt: z.iso.datetime(),
    readAt: z.iso.datetime().nullable(),
    ...hiding,
  })
  .register(openApiSchemas, { id: 'DashboardPropertyMessage' });
export type DashboardMessage = z.infer<typeof dashboardMessage>;
export const dashboardMessageList = listEnvelope(dashboardMessage);
