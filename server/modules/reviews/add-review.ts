import { and, count, eq, gt, min, ne, sql } from 'drizzle-orm';
import type { AddReviewBody, ReviewItem } from '#contract/reviews.js';
import type { AppDeps } from '#server/deps.js';
import { reviews, users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { AppError, rateLimited } from '#server/lib/errors.js';
import { firstName } from '../messages/index.js';
import { notifyNewReview, notifiedProperty, type Tx } from '../notifications/index.js';
import { REVIEW_LIMITS } from './limits.js';
import { reviewAccessOf, reviewRefusals } from './review-eligibility.js';
import { toReviewItem } from './review-view.js';

/**
 * Reviews a published ad, or changes the caller's review of it (one per user per ad). Owners cannot
 * review their own ad (403), nor can anyone the advertiser has not answered through the site about it
 * or confirmed as a client (403, saying which is missing); an ad that is not published is not found.
 * A first review notifies the owner.
 */
export async function addReview(deps: AppDeps, caller: AuthUser, body: AddReviewBody): Promise<ReviewItem> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const property = await notifiedProperty(tx, body.propertyId);
    if (property.ownerId === caller.id) throw new AppError('forbidden', 'ownReviewForbidden');
    if (property.status !== 'published') throw new AppError('notFound', 'notFound');
    const access = await reviewAccessOf(tx, property, caller.id);
    if (access !== 'allowed') throw new AppError('forbidden', reviewRefusals[access] ?? 'forbidden');

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reviews:${caller.id}`}))`);
    await enforceReviewLimit(tx, caller.id, property.id, now);

    const fields = { rating: body.rating, comment: body.comment ?? null, updatedAt: now };
    const mine = and(eq(reviews.propertyId, property.id), eq(reviews.userId, caller.id));
    const [updated] = await tx.update(reviews).set(fields).where(mine).returning();
    const review =
      updated ??
      (
        await tx
          .insert(reviews)
          .values({ ...fields, propertyId: property.id, userId: caller.id, createdAt: now })
          .returning()
      )[0];
    if (!review) throw new Error('the review was not stored');

    const [author] = await tx
      .select({ fullName: users.fullName, imageKey: users.imageKey })
      .from(users)
      .where(eq(users.id, caller.id));
    const authorView = { fullName: author?.fullName ?? null, imageKey: author?.imageKey ?? null };
    if (!updated) {
      await notifyNewReview(tx, now, property, {
        reviewerName: firstName(authorView.fullName),
        rating: review.rating,
      });
    }
    return toReviewItem(review, authorView, caller.id, deps.storage);
  });
}

/** Counts the caller's other reviews written or changed in the window; changing one again is free. */
async function enforceReviewLimit(tx: Tx, userId: string, propertyId: number, now: Date): Promise<void> {
  const windowStart = addSeconds(now, -REVIEW_LIMITS.windowSeconds);
  const [written] = await tx
    .select({ n: count(), oldest: min(reviews.updatedAt) })
    .from(reviews)
    .where(
      and(eq(reviews.userId, userId), ne(reviews.propertyId, propertyId), gt(reviews.updatedAt, windowStart)),
    );
  if (written && written.n >= REVIEW_LIMITS.perUser) {
    const freesAt = addSeconds(written.oldest ?? now, REVIEW_LIMITS.windowSeconds);
    throw rateLimited('tooManyReviews', secondsBetween(now, freesAt));
  }
}
