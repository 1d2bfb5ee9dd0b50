import type { AppDeps } from '#server/deps.js';
import type { JobQueue } from '#server/lib/jobs/job-queue.js';
import { AD_ACTIVITY_ROLLUP_QUEUE, rollUpAdActivity } from '../ad-activity/index.js';
import { LICENCE_RECHECK_QUEUE, recheckLicences } from '../ad-licences/index.js';
import { AD_EXPIRY_QUEUE, runAdExpiry } from '../ad-expiry/index.js';
import { BROADCAST_QUEUE, deliverBroadcast } from '../dashboard/index.js';
import { RESPONSE_STATS_QUEUE, refreshResponseStats } from '../leads/index.js';
import {
  applyRunJob,
  FEED_APPLY_QUEUE,
  FEED_PHOTOS_QUEUE,
  FEED_SYNC_QUEUE,
  fetchListingPhotos,
  syncFeeds,
} from '../feeds/index.js';
import { PURGE_QUEUE, runPurges } from '../maintenance/index.js';
import { OFFICE_LICENCE_RECHECK_QUEUE, recheckOfficeLicences } from '../offices/index.js';
import { PAYMENT_RECONCILE_QUEUE, reconcileOrders } from '../payments/index.js';
import { refreshSimilarRanks, SIMILAR_RANKS_QUEUE } from '../insights/index.js';
import { deliverPush, PUSH_QUEUE } from '../push/index.js';
import { ALERT_MATCH_QUEUE, DIGEST_QUEUE, alertMatches, sendDigests } from '../saved-searches/index.js';

/** Every queue of the product (the test databases' migrated copies create them ahead). */
export const JOB_QUEUES: readonly JobQueue<unknown>[] = [
  PUSH_QUEUE,
  BROADCAST_QUEUE,
  PURGE_QUEUE,
  LICENCE_RECHECK_QUEUE,
  OFFICE_LICENCE_RECHECK_QUEUE,
  AD_EXPIRY_QUEUE,
  ALERT_MATCH_QUEUE,
  DIGEST_QUEUE,
  AD_ACTIVITY_ROLLUP_QUEUE,
  SIMILAR_RANKS_QUEUE,
  RESPONSE_STATS_QUEUE,
  FEED_APPLY_QUEUE,
  FEED_PHOTOS_QUEUE,
  FEED_SYNC_QUEUE,
  PAYMENT_RECONCILE_QUEUE,
];

/** What runs each queue's jobs, and the schedules; before the runner starts. */
export function defineJobs(deps: AppDeps): void {
  deps.jobs.work(PUSH_QUEUE, (job, { signal }) => deliverPush(deps, job, signal));
  deps.jobs.work(BROADCAST_QUEUE, (job, { signal }) => deliverBroadcast(deps, job, signal));
  deps.jobs.work(PURGE_QUEUE, (_job, { signal }) => runPurges(deps, signal));
  deps.jobs.work(LICENCE_RECHECK_QUEUE, (_job, { signal }) => recheckLicences(deps, signal));
  deps.jobs.work(OFFICE_LICENCE_RECHECK_QUEUE, (_job, { signal }) => recheckOfficeLicences(deps, signal));
  deps.jobs.work(AD_EXPIRY_QUEUE, (_job, { signal }) => runAdExpiry(deps, signal));
  deps.jobs.work(ALERT_MATCH_QUEUE, (job) => alertMatches(deps, job.propertyId, job.event));
  deps.jobs.work(DIGEST_QUEUE, (_job, { signal }) => sendDigests(deps, signal));
  deps.jobs.work(AD_ACTIVITY_ROLLUP_QUEUE, (_job, { signal }) => rollUpAdActivity(deps, signal));
  deps.jobs.work(RESPONSE_STATS_QUEUE, async () => {
    await refreshResponseStats(deps);
  });
  deps.jobs.work(FEED_APPLY_QUEUE, (job) => applyRunJob(deps, job));
  deps.jobs.work(FEED_PHOTOS_QUEUE, (job, { signal }) => fetchListingPhotos(deps, job, signal));
  deps.jobs.work(FEED_SYNC_QUEUE, (_job, { signal }) => syncFeeds(deps, signal));
  deps.jobs.schedule(PURGE_QUEUE, deps.config.jobs.purgeCron);
  deps.jobs.schedule(LICENCE_RECHECK_QUEUE, deps.config.adLicences.recheckCron);
  deps.jobs.schedule(OFFICE_LICENCE_RECHECK_QUEUE, deps.config.adLicences.recheckCron);
  deps.jobs.schedule(AD_EXPIRY_QUEUE, deps.config.jobs.adExpiryCron);
  deps.jobs.schedule(DIGEST_QUEUE, deps.config.jobs.digestCron);
  deps.jobs.schedule(AD_ACTIVITY_ROLLUP_QUEUE, deps.config.adActivity.rollupCron, { alsoAtStart: true });
  deps.jobs.work(SIMILAR_RANKS_QUEUE, () => refreshSimilarRanks(deps));
  deps.jobs.schedule(SIMILAR_RANKS_QUEUE, deps.config.jobs.similarRanksCron);
  deps.jobs.schedule(RESPONSE_STATS_QUEUE, deps.config.quickResponse.statsCron);
  deps.jobs.schedule(FEED_SYNC_QUEUE, deps.config.feeds.syncCron);
  deps.jobs.work(PAYMENT_RECONCILE_QUEUE, (_job, { signal }) => reconcileOrders(deps, signal));
  deps.jobs.schedule(PAYMENT_RECONCILE_QUEUE, deps.config.payments.reconcileCron, { alsoAtStart: true });
}
