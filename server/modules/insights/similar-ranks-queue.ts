import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** Every published ad's rank among similar ads (similar-ranks.ts), queued by INSIGHTS_RANKS_CRON. */
export const SIMILAR_RANKS_QUEUE = defineSweepQueue('insights-similar-ranks');
