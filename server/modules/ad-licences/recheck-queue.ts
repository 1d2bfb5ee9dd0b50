import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** The licence re-check (recheck-licences.ts), queued by AD_LICENSE_RECHECK_CRON. */
export const LICENCE_RECHECK_QUEUE = defineSweepQueue('ad-licence-recheck');
