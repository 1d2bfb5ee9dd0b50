import { and, asc, gte, sql } from 'drizzle-orm';
import type { BroadcastAnswer, BroadcastBody } from '#contract/dashboard/notifications.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog } from '#server/db/schema/index.js';
import { AppError, rateLimited } from '#server/lib/errors.js';
import { createNotifications } from '#server/modules/notifications/create-notifications.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { audiencePage, checkSegment, countAudience } from './broadcast-audience.js';
import { BROADCAST_AUDIT, broadcastSnapshot, isBroadcastEntry } from './broadcast-history.js';

/** Users notified per transaction: a large audience is many short transactions, not one long one. */
export const BROADCAST_BATCH = 1000;
export const BROADCASTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** At most `BROADCASTS_PER_HOUR` an hour (429), and the same text not twice in 10 minutes (409). */
async function checkLimits(tx: Transaction, body: BroadcastBody, now: Date): Promise<void> {
  const lastHour = await tx
    .select({ createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(isBroadcastEntry, gte(auditLog.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(auditLog.createdAt));
  const oldest = lastHour[0];
  if (oldest && lastHour.length >= BROADCASTS_PER_HOUR) {
    throw rateLimited('broadcastTooMany', (oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000);
  }
  const [repeated] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        isBroadcastEntry,
        gte(auditLog.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        sql`${auditLog.after}->>'titleAr' = ${body.titleAr}`,
        sql`${auditLog.after}->>'titleEn' = ${body.titleEn}`,
        sql`${auditLog.after}->>'bodyAr' = ${body.bodyAr}`,
        sql`${auditLog.after}->>'bodyEn' = ${body.bodyEn}`,
      ),
    )
    .limit(1);
  if (repeated) throw new AppError('conflict', 'broadcastRepeated');
}

/**
 * Sends one notification to every user of the segment. First, in one transaction taken one at a
 * time (advisory lock): the limits, the confirmed count against the real one, and the audit entry.
 * Then the notifications, `BROADCAST_BATCH` users per transaction, each batch announced to the live
 * streams and queued for Web Push as it commits, yielding the event loop between batches.
 */
export async function sendBroadcast(
  deps: AppDeps,
  actor: AuditActor,
  body: BroadcastBody,
): Promise<BroadcastAnswer> {
  const { segment, expectedCount, ...content } = body;
  const now = deps.clock.now();
  await checkSegment(deps.db, segment);

  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manzil:broadcast'))`);
    await checkLimits(tx, body, now);
    const count = await countAudience(tx, segment, now);
    if (count !== expectedCount)
      throw new AppError('conflict', 'broadcastCountChanged', { params: { count } });
    await recordAudit(
      tx,
      actor,
      { ...BROADCAST_AUDIT, resourceId: null, after: broadcastSnapshot(content, segment, count) },
      now,
    );
  });

  let sent = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch: string[] = await deps.db.transaction(async (tx) => {
      const ids = await audiencePage(tx, segment, now, afterId, BROADCAST_BATCH);
      await createNotifications(
        tx,
        now,
        ids.map((userId) => ({
          userId,
          type: 'broadcast' as const,
          params: content,
          propertyId: null,
          category: null,
        })),
      );
      return ids;
    });
    sent += batch.length;
    if (batch.length < BROADCAST_BATCH) break;
    afterId = batch[batch.length - 1] ?? null;
    await nextTurn();
  }
  return { sent };
}
