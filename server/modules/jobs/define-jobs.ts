import type { AppDeps } from '#server/deps.js';
import type { JobQueue } from '#server/lib/jobs/job-queue.js';
import { LICENCE_RECHECK_QUEUE } from '../ad-licences/recheck-queue.js';
import { recheckLicences } from '../ad-licences/recheck-licences.js';
import { AD_EXPIRY_QUEUE } from '../ad-expiry/ad-expiry-queue.js';
import { runAdExpiry } from '../ad-expiry/run-ad-expiry.js';
import { BROADCAST_QUEUE } from '../dashboard/notifications/broadcast-queue.js';
import { deliverBroadcast } from '../dashboard/notifications/deliver-broadcast.js';
import { PURGE_QUEUE } from '../maintenance/purge-queue.js';
import { runPurges } from '../maintenance/run-purges.js';
import { deliverPush } from '../push/deliver-push.js';
import { PUSH_QUEUE } from '../push/push-queue.js';
import { ALERT_MATCH_QUEUE, DIGEST_QUEUE } from '../saved-searches/alert-queues.js';
import { alertMatches } from '../saved-searches/alert-matches.js';
import { sendDigests } from '../saved-searches/send-digests.js';

/** Every queue of the product (the test databases' migrated copies create them ahead). */
export const JOB_QUEUES: readonly JobQueue<unknown>[] = [
  PUSH_QUEUE,
  BROADCAST_QUEUE,
  PURGE_QUEUE,
  LICENCE_RECHECK_QUEUE,
  AD_EXPIRY_QUEUE,
  ALERT_MATCH_QUEUE,
  DIGEST_QUEUE,
];

/** What runs each queue's jobs, and the schedules; before the runner starts. */
export function defineJobs(deps: AppDeps): void {
  deps.jobs.work(PUSH_QUEUE, (job, { signal }) => deliverPush(deps, job, signal));
  deps.jobs.work(BROADCAST_QUEUE, (job, { signal }) => deliverBroadcast(deps, job, signal));
  deps.jobs.work(PURGE_QUEUE, (_job, { signal }) => runPurges(deps, signal));
  deps.jobs.work(LICENCE_RECHECK_QUEUE, (_job, { signal }) => recheckLicences(deps, signal));
  deps.jobs.work(AD_EXPIRY_QUEUE, (_job, { signal }) => runAdExpiry(deps, signal));
  deps.jobs.work(ALERT_MATCH_QUEUE, (job) => alertMatches(deps, job.propertyId, job.event));
  deps.jobs.work(DIGEST_QUEUE, (_job, { signal }) => sendDigests(deps, signal));
  deps.jobs.schedule(PURGE_QUEUE, deps.config.jobs.purgeCron);
  deps.jobs.schedule(LICENCE_RECHECK_QUEUE, deps.config.adLicences.recheckCron);
  deps.jobs.schedule(AD_EXPIRY_QUEUE, deps.config.jobs.adExpiryCron);
  deps.jobs.schedule(DIGEST_QUEUE, deps.config.jobs.digestCron);
}
