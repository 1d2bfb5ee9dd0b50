import { and, asc, gte, sql } from 'drizzle-orm';
import type { BroadcastAnswer, BroadcastBody } from '#contract/dashboard/notifications.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog, broadcastDeliveries } from '#server/db/schema/index.js';
import { AppError, rateLimited } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { checkSegment, countAudience } from './broadcast-audience.js';
import { BROADCAST_AUDIT, broadcastSnapshot, isBroadcastEntry } from './broadcast-history.js';
import { BROADCAST_QUEUE } from './broadcast-queue.js';

export const BROADCASTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
 * Sends one notification to every user of the segment. In one transaction taken one at a time
 * (advisory lock): the limits, the confirmed count against the real one, the audit entry, and the
 * delivery with its job. The `broadcast` job then writes the notifications in batches
 * (deliver-broadcast.ts); the answer is the number of users it will reach.
 */
export async function sendBroadcast(
  deps: AppDeps,
  actor: AuditActor,
  body: BroadcastBody,
): Promise<BroadcastAnswer> {
  const { segment, expectedCount, ...content } = body;
  const now = deps.clock.now();
  await checkSegment(deps.db, segment);

  const count = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manzil:broadcast'))`);
    await checkLimits(tx, body, now);
    const audience = await countAudience(tx, segment, now);
    if (audience !== expectedCount)
      throw new AppError('conflict', 'broadcastCountChanged', { params: { count: audience } });
    await recordAudit(
      tx,
      actor,
      { ...BROADCAST_AUDIT, resourceId: null, after: broadcastSnapshot(content, segment, audience) },
      now,
    );
    const [delivery] = await tx
      .insert(broadcastDeliveries)
      .values({ content, segment, cutoff: now })
      .returning({ id: broadcastDeliveries.id });
    if (!delivery) throw new Error('the broadcast delivery was not written');
    await deps.jobs.send(BROADCAST_QUEUE, [{ data: { deliveryId: delivery.id } }], tx);
    return audience;
  });
  deps.jobs.wake(BROADCAST_QUEUE);
  return { sent: count };
}
