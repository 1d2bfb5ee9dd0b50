import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** The purges (purge-rules.ts), queued by the PURGE_CRON schedule. */
export const PURGE_QUEUE = defineSweepQueue('purge');
