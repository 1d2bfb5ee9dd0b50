import { z } from 'zod';
import { defineQueue, defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/**
 * Applies a dry run the owner or a manager confirmed. One at a time across the site: a run re-plans
 * against what the office has when it starts, so a retry after a crash picks up where it stopped.
 */
export const FEED_APPLY_QUEUE = defineQueue({
  name: 'feed-apply',
  data: z.object({ runId: z.number().int(), actorId: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 3600,
  policy: 'singleton',
});

/** Fetches one imported ad's photos and puts them on it in the feed's order. */
export const FEED_PHOTOS_QUEUE = defineQueue({
  name: 'feed-photos',
  data: z.object({
    officeId: z.number().int(),
    reference: z.string(),
    propertyId: z.number().int(),
    actorId: z.string(),
    urls: z.array(z.string()),
  }),
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 900,
});

/** Re-reads every saved feed URL and applies it (FEED_SYNC_CRON). */
export const FEED_SYNC_QUEUE = defineSweepQueue('feed-sync');
