import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** The advertisers' response figures counted again (refresh-response-stats.ts), on RESPONSE_STATS_CRON. */
export const RESPONSE_STATS_QUEUE = defineSweepQueue('response-stats');
