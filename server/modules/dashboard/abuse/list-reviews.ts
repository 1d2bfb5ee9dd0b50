import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DashboardReviewListQuery } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { reviews, users } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { selectReviews, toDashboardReview } from './abuse-view.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
} as const;

/** Every review, hidden ones included, newest first by default. */
export async function listDashboardReviews(deps: AppDeps, query: DashboardReviewListQuery) {
  const where = and(
    containsText([reviews.comment, users.fullName], query.Query),
    query.PropertyId === undefined ? undefined : eq(reviews.propertyId, query.PropertyId),
    query.Hidden === undefined
      ? undefined
      : query.Hidden
        ? isNotNull(reviews.hiddenAt)
        : isNull(reviews.hiddenAt),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectReviews(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(where),
    toDashboardReview,
  );
}
