import { z } from 'zod';
import { defineQueue } from '#server/lib/jobs/job-queue.js';

/**
 * Writes one broadcast's notifications (a `broadcast_deliveries` row). A run stops after a number of
 * batches and queues the next, so no run lasts long; its progress is in the row, not the job.
 */
export const BROADCAST_QUEUE = defineQueue({
  name: 'broadcast',
  data: z.object({ deliveryId: z.number().int() }),
  retryLimit: 10,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 600,
});
