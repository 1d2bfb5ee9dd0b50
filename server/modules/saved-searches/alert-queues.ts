import { z } from 'zod';
import { defineQueue, defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** What made an ad worth an alert: it was published, or its public price went down. */
export const alertEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new') }),
  z.object({
    kind: z.literal('priceDrop'),
    oldPrice: z.number(),
    newPrice: z.number(),
    currency: z.string(),
  }),
]);
export type AlertEvent = z.infer<typeof alertEvent>;

/**
 * Matches one ad against every saved search after the write that published it or lowered its price
 * commits (alert-matches.ts): the approval's transaction only queues it.
 */
export const ALERT_MATCH_QUEUE = defineQueue({
  name: 'saved-search-match',
  data: z.object({ propertyId: z.number().int(), event: alertEvent }),
  retryLimit: 10,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 300,
});

/** The daily and weekly digests that are due (send-digests.ts), queued by SAVED_SEARCH_DIGEST_CRON. */
export const DIGEST_QUEUE = defineSweepQueue('saved-search-digest');
