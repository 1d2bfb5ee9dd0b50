import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import {
  notifyAdApproved,
  notifyAdChangesRequested,
  notifyAdRejected,
} from '#server/modules/notifications/index.js';
import { nextVersion, keepApprovedVersion } from '#server/modules/ads/index.js';
import { priceMadePublic } from '#server/modules/properties/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockProperty, propertySnapshot } from './moderated-property.js';

export type Review = { version: number } & (
  | { decision: 'approve' }
  | { decision: 'reject'; reason: string }
  | { decision: 'requestChanges'; reason: string }
);

const AUDIT_ACTIONS = { approve: 'approve', reject: 'reject', requestChanges: 'request-changes' } as const;

/**
 * Approves (publishes), rejects, or sends back to its owner with the changes needed the version of
 * an ad the reviewer saw; another status, or an ad changed since (a new version), is a 409. Approval
 * makes its price public and keeps what was approved, the base of the next review's diff. The
 * notifications are written in the same transaction, so they reach the live stream and Web Push
 * when the decision commits, and not at all if it does not.
 */
export async function reviewProperty(deps: AppDeps, actor: AuditActor, id: number, review: Review) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockProperty(tx, id);
    if (before.status !== 'pending') throw new AppError('conflict', 'adNotPending');
    if (before.version !== review.version) throw new AppError('conflict', 'adChangedSinceOpened');
    const change =
      review.decision === 'approve'
        ? {
            status: 'published' as const,
            rejectionReason: null,
            publishedAt: before.publishedAt ?? now,
            unreviewedEditAt: null,
          }
        : {
            status: review.decision === 'reject' ? ('rejected' as const) : ('changesRequested' as const),
            rejectionReason: review.reason,
          };
    const [after] = await tx
      .update(properties)
      .set({ ...change, heldForReportsAt: null, updatedAt: now, version: nextVersion() })
      .where(eq(properties.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    if (review.decision === 'approve') {
      await keepApprovedVersion(tx, after, now);
      await notifyAdApproved(tx, now, after);
      await priceMadePublic(tx, now, after);
    } else if (review.decision === 'reject') await notifyAdRejected(tx, now, after, review.reason);
    else await notifyAdChangesRequested(tx, now, after, review.reason);
    await recordAudit(
      tx,
      actor,
      {
        action: AUDIT_ACTIONS[review.decision],
        resource: 'Properties',
        resourceId: id,
        before: propertySnapshot(before),
        after: propertySnapshot(after),
      },
      now,
    );
  });
}
