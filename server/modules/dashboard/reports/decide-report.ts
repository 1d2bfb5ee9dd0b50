import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReportDecisionBody, ReportedItem } from '#contract/dashboard/reports.js';
import type { ReportKind } from '#contract/reports.js';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMessages, reports, reviews, type PropertyRow } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { Tx } from '#server/modules/notifications/index.js';
import { nextVersion } from '#server/modules/ads/index.js';
import { statusOnReturn, priceMadePublic } from '#server/modules/properties/index.js';
import { hidingUpdate, messageSnapshot, reviewSnapshot } from '../abuse/abuse-view.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockProperty, propertySnapshot } from '../properties/moderated-property.js';
import { reportedItemOf } from './report-queue.js';

/**
 * Resolves every open report of an item, audited; 409 when none is open. Acting hides a review or a
 * message, and sends an ad back to review (pending, marked as held for reports). Dismissing publishes
 * again an ad that reports alone had held (one its owner edited meanwhile goes on waiting for review);
 * anything else stays as it is.
 */
export async function decideReport(
  deps: AppDeps,
  actor: AuditActor,
  kind: ReportKind,
  id: number,
  body: ReportDecisionBody,
): Promise<ReportedItem> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${kind}:${id}`}))`);
    const before = await reportedItemOf(tx, kind, id, 'open');
    if (!before) throw new AppError('conflict', 'nothingToDecide');
    const acted = body.decision === 'acted';
    const itemChange =
      kind === 'ad'
        ? await decideOnAd(tx, before.property.id, acted, now, deps.config.moderation)
        : acted
          ? await hideReported(tx, actor, kind, id, body.note, now)
          : undefined;
    await tx
      .update(reports)
      .set({
        resolvedAt: now,
        decision: body.decision,
        resolvedBy: actor.staffId,
        decidedOnceAt: sql`coalesce(${reports.decidedOnceAt}, ${now})`,
      })
      .where(and(eq(reports.kind, kind), eq(reports.targetId, id), isNull(reports.resolvedAt)));
    await recordAudit(
      tx,
      actor,
      {
        action: acted ? 'act-on-reports' : 'dismiss-reports',
        resource: 'Reports',
        resourceId: `${kind}:${id}`,
        before: { reportCount: before.reportCount, reasons: before.reasons, item: itemChange?.before },
        after: { decision: body.decision, note: body.note ?? null, item: itemChange?.after },
      },
      now,
    );
  });
  const after = await reportedItemOf(deps.db, kind, id, { resolvedAt: now });
  if (!after) throw new AppError('notFound', 'notFound');
  return after;
}

type ItemChange = { before: Record<string, unknown>; after: Record<string, unknown> };

async function decideOnAd(
  tx: Tx,
  propertyId: number,
  acted: boolean,
  now: Date,
  moderation: boolean,
): Promise<ItemChange> {
  const ad = await lockProperty(tx, propertyId);
  const change = adChange(ad, acted, now, moderation);
  if (!change) return { before: propertySnapshot(ad), after: propertySnapshot(ad) };
  const [after] = await tx
    .update(properties)
    .set({ ...change, updatedAt: now, version: nextVersion() })
    .where(eq(properties.id, propertyId))
    .returning();
  if (!after) throw new AppError('notFound', 'notFound');
  await priceMadePublic(tx, now, after);
  return { before: adSnapshot(ad), after: adSnapshot(after) };
}

const adSnapshot = (row: PropertyRow) => ({
  ...propertySnapshot(row),
  heldForReportsAt: row.heldForReportsAt,
});

function adChange(
  ad: PropertyRow,
  acted: boolean,
  now: Date,
  moderation: boolean,
): Partial<PropertyRow> | undefined {
  const held = ad.status === 'pending' && ad.heldForReportsAt !== null;
  if (acted) return ad.status === 'published' ? { status: 'pending', heldForReportsAt: now } : undefined;
  // An owner's edit while the reports held it still waits for a reviewer.
  return held ? { status: statusOnReturn(ad, moderation), heldForReportsAt: null } : undefined;
}

async function hideReported(
  tx: Tx,
  actor: AuditActor,
  kind: 'review' | 'message',
  id: number,
  note: string | undefined,
  now: Date,
): Promise<ItemChange> {
  const common = hidingUpdate(actor, now, true, note);
  const { row } =
    kind === 'review'
      ? await auditedUpdate(tx, reviews, id, { ...common, resource: 'Ratings', snapshot: reviewSnapshot })
      : await auditedUpdate(tx, propertyMessages, id, {
          ...common,
          resource: 'Comments',
          snapshot: messageSnapshot,
        });
  return { before: { id }, after: { hiddenAt: row.hiddenAt } };
}
