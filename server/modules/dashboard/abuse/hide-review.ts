import { eq } from 'drizzle-orm';
import type { DashboardReview } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { reviews } from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { hidingUpdate, reviewSnapshot, selectReviews, toDashboardReview } from './abuse-view.js';

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
  const hiding = hidingUpdate(actor, deps.clock.now(), hidden, reason);
  await deps.db.transaction((tx) =>
    auditedUpdate(tx, reviews, id, { ...hiding, resource: 'Ratings', snapshot: reviewSnapshot }),
  );
  return toDashboardReview(foundRow(await selectReviews(deps.db).where(eq(reviews.id, id))));
}
