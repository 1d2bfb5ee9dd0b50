import { z } from 'zod';
import { defineQueue } from '#server/lib/jobs/job-queue.js';

/**
 * Writes one broadcast's notifications (a `broadcast_deliveries` row). A run stops after
 * `BROADCAST_RUN_SECONDS` and queues the next, so a run that lasts four times that long is taken
 * for one whose process died (kill -9, out of memory): it expires and is retried, resuming after the
 * last batch written, within a minute of the crash with the maintenance every JOBS_MAINTENANCE_SECONDS
 * (ADR 0013). A live run that outlasts it anyway only shares the work: each batch holds the row.
 */
export const BROADCAST_RUN_SECONDS = 5;

export const BROADCAST_QUEUE = defineQueue({
  name: 'broadcast',
  data: z.object({ deliveryId: z.number().int() }),
  retryLimit: 10,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 4 * BROADCAST_RUN_SECONDS,
});
