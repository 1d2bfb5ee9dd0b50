import { desc, eq } from 'drizzle-orm';
import type { ReviewList, ReviewsQuery } from '#contract/reviews.js';
import type { AppDeps } from '#server/deps.js';
import { properties, reviews, users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { pagedListWithTotals } from '#server/lib/paging.js';
import { ratingSummary, visibleReviewsOf } from './rating-summary.js';
import { reviewAccessOf } from './review-eligibility.js';
import { toReviewItem } from './review-view.js';

/**
 * A property's reviews, newest first, with the average rating. Anyone may read those of a published
 * ad; the owner also those of their ad in any status; otherwise 404.
 */
export async function listReviews(
  deps: AppDeps,
  query: ReviewsQuery,
  callerId: string | undefined,
): Promise<ReviewList> {
  const propertyId = query.PropertyId;
  const [property] = await deps.db
    .select({ status: properties.status, ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property || (property.status !== 'published' && property.ownerId !== callerId)) {
    throw new AppError('notFound', 'notFound');
  }
  const { page, totals } = await pagedListWithTotals(
    query,
    (limit, offset) =>
      deps.db
        .select({ review: reviews, fullName: users.fullName, imageKey: users.imageKey })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(visibleReviewsOf(propertyId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const summary = await ratingSummary(deps.db, propertyId);
      return [{ n: summary.count, average: summary.average }];
    },
    (row) => toReviewItem(row.review, row, callerId, deps.storage),
  );
  const reviewAccess = await reviewAccessOf(deps.db, { id: propertyId, ownerId: property.ownerId }, callerId);
  return { ...page, average: totals?.average ?? null, reviewAccess };
}
