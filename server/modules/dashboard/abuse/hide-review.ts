import { eq } from 'drizzle-orm';
import type { DashboardReview } from '../../../../contract/dashboard/abuse.js';
import type { AppDeps } from '../../../deps.js';
import { reviews } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { reviewSnapshot, selectReviews, toDashboardReview } from './abuse-view.js';

/**
 * Hides a review (with an optional reason) or shows it again. A hidden review leaves the website's
 * list and the ad's average and count; its author editing it keeps it hidden. Hiding an already
 * hidden review or showing a visible one changes nothing and records nothing.
 */
export async function setReviewHidden(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  hidden: boolean,
  reason?: string,
): Promise<DashboardReview> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    if ((before.hiddenAt !== null) === hidden) return;
    const [after] = await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? now : null, hiddenReason: hidden ? (reason ?? null) : null })
      .where(eq(reviews.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: hidden ? 'hide' : 'unhide',
        resource: 'Ratings',
        resourceId: id,
        before: reviewSnapshot(before),
        after: reviewSnapshot(after),
      },
      now,
    );
  });
  const [row] = await selectReviews(deps.db).where(eq(reviews.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardReview(row);
}
