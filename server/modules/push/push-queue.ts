import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';
import { pushSubscriptions, sessions, type NotificationRow } from '#server/db/schema/index.js';
import { openSession } from '#server/lib/auth/open-session.js';
import { enqueueJobs } from '#server/lib/jobs/enqueue-jobs.js';
import { defineQueue } from '#server/lib/jobs/job-queue.js';

/**
 * One notification to one browser. `attempt` counts the tries the push service refused for now
 * (push-retry.ts); a process dying mid-send is retried by pg-boss itself.
 */
export const PUSH_QUEUE = defineQueue({
  name: 'push',
  data: z.object({
    notificationId: z.number().int(),
    subscriptionId: z.number().int(),
    attempt: z.number().int().min(1),
  }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 120,
  batchSize: 8,
});

export type PushJob = z.infer<typeof PUSH_QUEUE.data>;

type Writer = Pick<Database, 'select' | 'execute'>;

/**
 * A push job for every browser of each receiver that is subscribed in an open session, in the
 * transaction that writes the notifications: a push exists exactly when its notification does.
 */
export async function queuePushes(tx: Writer, now: Date, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const receivers = [...new Set(rows.map((row) => row.userId))];
  const browsers = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(inArray(pushSubscriptions.userId, receivers), openSession(sessions, now)));
  if (browsers.length === 0) return;
  const jobs = rows.flatMap((row) =>
    browsers
      .filter((browser) => browser.userId === row.userId)
      .map((browser) => ({ data: { notificationId: row.id, subscriptionId: browser.id, attempt: 1 } })),
  );
  await enqueueJobs(tx, PUSH_QUEUE, jobs);
}
