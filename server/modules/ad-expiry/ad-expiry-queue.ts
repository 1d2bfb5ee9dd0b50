import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** Expiry reminders and expiries of old ads (run-ad-expiry.ts), queued by AD_EXPIRY_CRON. */
export const AD_EXPIRY_QUEUE = defineSweepQueue('ad-expiry');
