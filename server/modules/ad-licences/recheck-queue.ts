import { z } from 'zod';
import { defineQueue } from '#server/lib/jobs/job-queue.js';

/** The licence re-check (recheck-licences.ts), queued by AD_LICENSE_RECHECK_CRON; one run at a time. */
export const LICENCE_RECHECK_QUEUE = defineQueue({
  name: 'ad-licence-recheck',
  data: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 1800,
  policy: 'singleton',
});
