import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { OfficeReviewList } from '#contract/reviews.js';
import type { AppDeps } from '#server/deps.js';
import { properties, reviews, users } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import { pagedListWithTotals, type Paging } from '#server/lib/paging.js';
import { publicTitles } from '../ads/index.js';
import { toReviewItem } from './review-view.js';

/**
 * The reviews of an office (the offices module says whether it may be seen): those written about the ads posted for it, whatever each ad's status now
 * (closing an ad does not take its reviews off the office), hidden ones left out. A reviewer could
 * only review after the office answered them about that ad (ADR 0019 item 6), so each is of a dealing
 * with the office (docs/decisions/0039-brokerage-offices.md, "The office page").
 */
export async function officeAdReviews(
  deps: AppDeps,
  officeId: number,
  paging: Paging,
  callerId: string | undefined,
  language: Language,
): Promise<OfficeReviewList> {
  const ofOffice = and(eq(properties.officeId, officeId), isNull(reviews.hiddenAt));
  const { page, totals } = await pagedListWithTotals(
    paging,
    (limit, offset) =>
      deps.db
        .select({
          review: reviews,
          fullName: users.fullName,
          imageKey: users.imageKey,
          ...publicTitles,
          status: properties.status,
        })
        .from(reviews)
        .innerJoin(properties, eq(properties.id, reviews.propertyId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(ofOffice)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
    () =>
      deps.db
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          average: sql<number | null>`round(avg(${reviews.rating}), 1)`.mapWith(Number),
        })
        .from(reviews)
        .innerJoin(properties, eq(properties.id, reviews.propertyId))
        .where(ofOffice),
    (row) => ({
      ...toReviewItem(row.review, row, callerId, deps.storage),
      property: {
        id: row.review.propertyId,
        title: localText(row.titleAr, row.titleEn, language),
        isPublished: row.status === 'published',
      },
    }),
  );
  return { ...page, average: totals?.average ?? null };
}
