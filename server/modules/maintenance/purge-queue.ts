import { z } from 'zod';
import { defineQueue } from '#server/lib/jobs/job-queue.js';

/** The purges (purge-rules.ts), queued by the PURGE_CRON schedule; one run at a time across instances. */
export const PURGE_QUEUE = defineQueue({
  name: 'purge',
  data: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 1800,
  policy: 'singleton',
});
