import type { Database } from '#server/db/client.js';
import { enqueueJobs } from '#server/lib/jobs/enqueue-jobs.js';
import { ALERT_MATCH_QUEUE, type AlertEvent } from './alert-queues.js';

/** Asks, inside the caller's transaction, for the ad to be matched against the saved searches. */
export async function queueAlertMatch(
  tx: Pick<Database, 'execute'>,
  propertyId: number,
  event: AlertEvent,
): Promise<void> {
  await enqueueJobs(tx, ALERT_MATCH_QUEUE, [{ data: { propertyId, event } }]);
}
