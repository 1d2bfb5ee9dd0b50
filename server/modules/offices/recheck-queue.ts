import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** The FAL licence re-check (recheck-office-licences.ts), queued by AD_LICENSE_RECHECK_CRON. */
export const OFFICE_LICENCE_RECHECK_QUEUE = defineSweepQueue('office-licence-recheck');
