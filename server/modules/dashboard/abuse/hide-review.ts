import { eq } from 'drizzle-orm';
import type { DashboardReview } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { reviews } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { hidingChange, reviewSnapshot, selectReviews, toDashboardReview } from './abuse-view.js';

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
  await deps.db.transaction((tx) =>
    auditedUpdate(tx, reviews, id, {
      actor,
      at: now,
      resource: 'Ratings',
      action: hidden ? 'hide' : 'unhide',
      snapshot: reviewSnapshot,
      change: hidingChange(hidden, reason, now),
    }),
  );
  const [row] = await selectReviews(deps.db).where(eq(reviews.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardReview(row);
}
