import plans from 'pg-boss/src/plans.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from './job-queue.js';
import { transactionJobSql } from './job-sql.js';

/** The database schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

export interface NewJob<T> {
  data: T;
  /** Not before this many seconds from now (database time). */
  startAfterSeconds?: number;
}

const insertJobs = plans.insertJobs(JOBS_SCHEMA);

/**
 * Queues jobs inside the caller's transaction with pg-boss's own statement: they exist exactly when
 * the write that asks for them commits. Retries and expiry come from the queue (created at start).
 */
export async function enqueueJobs<T>(
  tx: Pick<Database, 'execute'>,
  queue: JobQueue<T>,
  jobs: readonly NewJob<T>[],
): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({
    name: queue.name,
    data: job.data,
    ...(job.startAfterSeconds ? { startAfter: `${Math.ceil(job.startAfterSeconds)} seconds` } : {}),
  }));
  // The five defaults after the jobs stay null: the queue's settings apply.
  await transactionJobSql(tx).executeSql(insertJobs, [JSON.stringify(rows), null, null, null, null, null]);
}

/** A queue's settings as pg-boss takes them. */
export function queueOptions(queue: JobQueue<unknown>) {
  return {
    name: queue.name,
    policy: queue.policy ?? 'standard',
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: queue.retryBackoff,
    expireInSeconds: queue.expireInSeconds,
  } as const;
}
