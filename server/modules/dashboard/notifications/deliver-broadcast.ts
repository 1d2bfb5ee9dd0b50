import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { broadcastDeliveries } from '#server/db/schema/index.js';
import { createNotifications } from '#server/modules/notifications/index.js';
import { audiencePage } from './broadcast-audience.js';
import { BROADCAST_QUEUE, BROADCAST_RUN_SECONDS } from './broadcast-queue.js';

/** Users notified per transaction: a large audience is many short transactions, not one long one. */
export const BROADCAST_BATCH = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The next batch of a broadcast, in one transaction that holds its row: the audience page after the
 * last user notified, their notifications (announced to the live streams and queued for Web Push as
 * it commits), and the progress. True once every user has been reached.
 */
async function writeBatch(deps: Pick<AppDeps, 'db' | 'clock'>, deliveryId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(broadcastDeliveries)
      .where(eq(broadcastDeliveries.id, deliveryId))
      .for('update');
    if (!delivery || delivery.finishedAt) return true;
    const { content, segment, cutoff } = delivery;
    const ids = await audiencePage(tx, segment, cutoff, delivery.afterUserId, BROADCAST_BATCH);
    await createNotifications(
      tx,
      cutoff,
      ids.map((userId) => ({
        userId,
        type: 'broadcast' as const,
        params: content,
        propertyId: null,
        category: null,
      })),
    );
    const finished = ids.length < BROADCAST_BATCH;
    await tx
      .update(broadcastDeliveries)
      .set({
        afterUserId: ids.at(-1) ?? delivery.afterUserId,
        sent: delivery.sent + ids.length,
        finishedAt: finished ? deps.clock.now() : null,
      })
      .where(eq(broadcastDeliveries.id, deliveryId));
    return finished;
  });
}

/**
 * The `broadcast` job: batches until done, or for `BROADCAST_RUN_SECONDS` of real time (the job's
 * expiry is counted in real time too, not by the injected clock), then queues the next run.
 */
export async function deliverBroadcast(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  job: { deliveryId: number },
  signal: AbortSignal,
): Promise<void> {
  const endOfRun = performance.now() + BROADCAST_RUN_SECONDS * 1000;
  while (performance.now() < endOfRun) {
    // Stopping between batches: the job fails, and its retry resumes after the last one written.
    signal.throwIfAborted();
    if (await writeBatch(deps, job.deliveryId)) return;
    await nextTurn();
  }
  await deps.jobs.send(BROADCAST_QUEUE, [{ data: job }]);
}
