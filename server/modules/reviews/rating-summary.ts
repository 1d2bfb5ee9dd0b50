import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { reviews } from '#server/db/schema/index.js';

/** Reviews staff have hidden as abusive count nowhere on the website. */
export const visibleReviewsOf = (propertyId: number) =>
  and(eq(reviews.propertyId, propertyId), isNull(reviews.hiddenAt));

/**
 * The average rating of a property (one decimal, null without reviews) and how many reviews it has;
 * hidden reviews are left out of both.
 */
export async function ratingSummary(
  db: Pick<Database, 'select'>,
  propertyId: number,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${reviews.rating}), 1)`.mapWith(Number),
      count: count(),
    })
    .from(reviews)
    .where(visibleReviewsOf(propertyId));
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}
