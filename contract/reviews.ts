import { z } from 'zod';
import { writtenText } from './written-text.js';
import { REVIEW_COMMENT_MAX_LENGTH } from './limits.js';
import { requiredQueryPropertyId } from './messages.js';
import { listEnvelope, pagingQuery } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

const rating = z
  .number({ error: 'ratingInvalid' })
  .int('ratingInvalid')
  .min(1, 'ratingInvalid')
  .max(5, 'ratingInvalid');

/** api.md "Reviews": a blank comment is no comment. */
export const addReviewBody = z.object({
  propertyId: z.number({ error: 'propertyIdRequired' }).int().positive().max(2_147_483_647),
  rating,
  comment: writtenText()
    .max(REVIEW_COMMENT_MAX_LENGTH, 'commentTooLong')
    .transform((value) => (value === '' ? null : value))
    .nullish(),
});
export type AddReviewBody = z.infer<typeof addReviewBody>;

export const reviewItem = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    user: z.object({ firstName: z.string().nullable(), imageUrl: z.string().nullable() }),
    /** The signed-in caller's own review (their form shows it for editing). */
    isMine: z.boolean(),
  })
  .register(openApiSchemas, { id: 'Review' });
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewsQuery = pagingQuery().extend({ PropertyId: requiredQueryPropertyId });
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

/** Newest first, plus the average of all the property's ratings (one decimal; null without reviews). */
export const reviewAccesses = ['allowed', 'signIn', 'owner', 'contactFirst', 'awaitingReply'] as const;
export type ReviewAccess = (typeof reviewAccesses)[number];

/**
 * `reviewAccess` says whether the caller may review the ad: `allowed` once the advertiser has answered
 * them through the site about this ad, or confirmed them as a client; `awaitingReply` while only the
 * caller has written; `contactFirst` before that (ADR 0019, item 6).
 */
export const reviewList = listEnvelope(reviewItem).extend({
  average: z.number().nullable(),
  reviewAccess: z.enum(reviewAccesses),
});
export type ReviewList = z.infer<typeof reviewList>;

export { REVIEW_COMMENT_MAX_LENGTH };

/** A review of one of a brokerage office's ads, naming the ad (ADR 0039, "The office page"). */
export const officeReviewItem = reviewItem
  .extend({
    property: z.object({
      id: z.number().int(),
      title: z.string(),
      /** Whether the ad is on the site now, so its name may link to it. */
      isPublished: z.boolean(),
    }),
  })
  .register(openApiSchemas, { id: 'OfficeReview' });
export type OfficeReviewItem = z.infer<typeof officeReviewItem>;

export const officeReviewsQuery = pagingQuery();

/** Newest first, with the average and the count of every visible review of the office's ads. */
export const officeReviewList = listEnvelope(officeReviewItem).extend({ average: z.number().nullable() });
export type OfficeReviewList = z.infer<typeof officeReviewList>;
