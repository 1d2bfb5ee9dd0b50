import { and, eq } from 'drizzle-orm';
import type { DashboardReviewListQuery } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { reviews, users } from '#server/db/schema/index.js';
import { equalsIfGiven, hasValue } from '#server/lib/optional-filters.js';
import { rowCount } from '#server/lib/paging.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { selectReviews, toDashboardReview } from './abuse-view.js';

const orders = byAge(reviews);

/** Every review, hidden ones included, newest first by default. */
export async function listDashboardReviews(deps: AppDeps, query: DashboardReviewListQuery) {
  return pagedStaffList(deps.db, query, {
    rows: selectReviews(deps.db),
    counted: deps.db.select(rowCount).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).$dynamic(),
    where: and(
      containsText([reviews.comment, users.fullName], query.Query),
      equalsIfGiven(reviews.propertyId, query.PropertyId),
      hasValue(reviews.hiddenAt, query.Hidden),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: toDashboardReview,
  });
}
