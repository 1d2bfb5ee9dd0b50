import { and, count, eq, gt, isNull, min, sql, sum } from 'drizzle-orm';
import type { ReportBody, ReportReceipt } from '#contract/reports.js';
import type { AppDeps } from '#server/deps.js';
import { properties, reports } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { rateLimited } from '#server/lib/errors.js';
import { systemActor, recordAudit } from '../dashboard/index.js';
import { notifyAdHeldForReports } from '../notifications/index.js';
import type { Tx } from '../notifications/index.js';
import { nextVersion } from '../ads/index.js';
import { reportedTarget } from './reported-target.js';
import { reporterIdentity, type Reporter } from './reporter-identity.js';

const DAY_SECONDS = 86_400;

/**
 * Records a report, or updates the reporter's earlier report of the same item (reopening it if staff
 * had resolved it). Reports of one item are counted one at a time: when reporters weighing
 * `AD_REPORT_HIDE_THRESHOLD` in all have reported a published ad within the window, it goes back to
 * review (status pending, held for reports) and its owner is told, without who reported it. Reporters
 * whose report of the ad staff have decided before never count again (ADR 0019).
 */
export async function reportItem(
  deps: AppDeps,
  reporter: Reporter,
  body: ReportBody,
): Promise<ReportReceipt> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${body.kind}:${body.id}`}))`);
    const target = await reportedTarget(tx, body.kind, body.id, reporter.userId);
    if (reporter.userId) await enforceUserLimit(deps, tx, reporter.userId, now);
    const { key: reporterKey, weight } = await reporterIdentity(tx, deps, reporter, now);

    const fields = { reason: body.reason, note: body.note ?? null, weight, updatedAt: now };
    const reopened = { resolvedAt: null, decision: null, resolvedBy: null };
    const earlier = await earlierReport(tx, body, reporter.userId, reporterKey);
    if (earlier) {
      await tx
        .update(reports)
        .set({ ...fields, ...reopened })
        .where(eq(reports.id, earlier.id));
    } else {
      await tx.insert(reports).values({
        ...fields,
        kind: body.kind,
        targetId: body.id,
        propertyId: target.propertyId,
        reporterId: reporter.userId ?? null,
        reporterKey,
        createdAt: now,
      });
    }
    if (body.kind === 'ad') await holdWhenReportedEnough(deps, tx, body.id, now);
    return { kind: body.kind, id: body.id, reason: body.reason, updated: earlier !== undefined };
  });
}

/**
 * The reporter's earlier report of the item: a signed-in user's own from any address, else the one of
 * the same reporter key (the same account, or the same network source).
 */
async function earlierReport(
  tx: Tx,
  item: Pick<ReportBody, 'kind' | 'id'>,
  userId: string | undefined,
  reporterKey: string,
): Promise<{ id: number } | undefined> {
  const ofItem = and(eq(reports.kind, item.kind), eq(reports.targetId, item.id));
  const [mine] = userId
    ? await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(ofItem, eq(reports.reporterId, userId)))
    : [];
  if (mine) return mine;
  const [same] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(ofItem, eq(reports.reporterKey, reporterKey)));
  return same;
}

/** A signed-in user's reports (new or changed) per day. Visitors are limited per network by the route. */
async function enforceUserLimit(deps: AppDeps, tx: Tx, userId: string, now: Date): Promise<void> {
  const since = addSeconds(now, -DAY_SECONDS);
  const [sent] = await tx
    .select({ n: count(), oldest: min(reports.updatedAt) })
    .from(reports)
    .where(and(eq(reports.reporterId, userId), gt(reports.updatedAt, since)));
  if (sent && sent.n >= deps.config.reports.perUserPerDay) {
    const freesAt = addSeconds(sent.oldest ?? now, DAY_SECONDS);
    throw rateLimited('tooManyReports', secondsBetween(now, freesAt));
  }
}

async function holdWhenReportedEnough(deps: AppDeps, tx: Tx, propertyId: number, now: Date) {
  const { adHideThreshold, adWindowHours } = deps.config.reports;
  const [reported] = await tx
    .select({ people: count(), weight: sum(reports.weight).mapWith(Number) })
    .from(reports)
    .where(
      and(
        eq(reports.kind, 'ad'),
        eq(reports.targetId, propertyId),
        isNull(reports.resolvedAt),
        isNull(reports.decidedOnceAt),
        gt(reports.updatedAt, addSeconds(now, -adWindowHours * 3600)),
      ),
    );
  if ((reported?.weight ?? 0) < adHideThreshold) return;
  const [held] = await tx
    .update(properties)
    .set({ status: 'pending', heldForReportsAt: now, updatedAt: now, version: nextVersion() })
    .where(and(eq(properties.id, propertyId), eq(properties.status, 'published')))
    .returning();
  if (!held) return;
  await notifyAdHeldForReports(tx, now, held);
  await recordAudit(
    tx,
    systemActor('reports'),
    {
      action: 'hold-for-reports',
      resource: 'Properties',
      resourceId: propertyId,
      before: { status: 'published' },
      after: {
        status: held.status,
        heldForReportsAt: held.heldForReportsAt,
        reporters: reported?.people,
        weight: reported?.weight,
      },
    },
    now,
  );
}
