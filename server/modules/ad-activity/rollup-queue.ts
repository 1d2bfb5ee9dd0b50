import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** The daily roll-up of ad activity and the purge of old raw events (roll-up.ts), by AD_ACTIVITY_ROLLUP_CRON. */
export const AD_ACTIVITY_ROLLUP_QUEUE = defineSweepQueue('ad-activity-rollup');
