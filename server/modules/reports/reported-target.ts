import { and, eq, isNull } from 'drizzle-orm';
import type { ReportKind } from '#contract/reports.js';
import { properties, propertyMessages, reviews } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { Tx } from '../notifications/index.js';

/** The ad an item belongs to, as the report rules need it. */
export interface ReportedTarget {
  propertyId: number;
  ownerId: string;
  status: string;
}

/**
 * What a person may report, and the ad it belongs to: a published ad (not their own); a visible review
 * of a published ad; a visible message they received (signed in). Anything else is not found, or 403
 * for one's own ad and for a message one sent.
 */
export async function reportedTarget(
  tx: Tx,
  kind: ReportKind,
  id: number,
  callerId: string | undefined,
): Promise<ReportedTarget> {
  const ad = { propertyId: properties.id, ownerId: properties.ownerId, status: properties.status };
  const published = eq(properties.status, 'published');
  if (kind === 'ad') {
    const [target] = await tx
      .select(ad)
      .from(properties)
      .where(and(eq(properties.id, id), published));
    if (!target) throw new AppError('notFound', 'notFound');
    if (target.ownerId === callerId) throw new AppError('forbidden', 'ownAdReportForbidden');
    return target;
  }
  if (kind === 'review') {
    const [target] = await tx
      .select(ad)
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt), published));
    if (!target) throw new AppError('notFound', 'notFound');
    return target;
  }
  if (callerId === undefined) throw new AppError('unauthenticated', 'unauthenticated');
  const [message] = await tx
    .select({ ...ad, senderId: propertyMessages.senderId, receiverId: propertyMessages.receiverId })
    .from(propertyMessages)
    .innerJoin(properties, eq(properties.id, propertyMessages.propertyId))
    .where(and(eq(propertyMessages.id, id), isNull(propertyMessages.hiddenAt)));
  if (!message || (message.receiverId !== callerId && message.senderId !== callerId)) {
    throw new AppError('notFound', 'notFound');
  }
  if (message.receiverId !== callerId) throw new AppError('forbidden', 'messageReportForbidden');
  return message;
}
