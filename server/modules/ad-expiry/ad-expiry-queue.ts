import { z } from 'zod';
import { defineQueue } from '#server/lib/jobs/job-queue.js';

/** Expiry reminders and expiries of old ads (run-ad-expiry.ts), queued by AD_EXPIRY_CRON; one at a time. */
export const AD_EXPIRY_QUEUE = defineQueue({
  name: 'ad-expiry',
  data: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 1800,
  policy: 'singleton',
});
