import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type JobInsert } from 'pg-boss';
import type { Database } from '../../db/client.js';
import type { JobQueue } from './job-queue.js';

/** The database schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

export interface NewJob<T> {
  data: T;
  /** Not before this many seconds from now (database time). */
  startAfterSeconds?: number;
}

export type Transaction = Pick<Database, 'execute'>;

/** A job as pg-boss's `insert` takes it; retries and expiry come from the queue (created at start). */
export const jobInsert = <T>(job: NewJob<T>): JobInsert => ({
  data: job.data as object,
  ...(job.startAfterSeconds ? { startAfter: `${Math.ceil(job.startAfterSeconds)} seconds` } : {}),
});

/**
 * Inserts jobs inside the caller's transaction, with pg-boss's own `insert` given that transaction
 * as its database: it reads the queue (which table its jobs go to) and writes them there, so they
 * exist exactly when the write that asks for them commits. The pg-boss object is the transaction's
 * alone and never started: no timer, no connection of its own.
 */
export async function insertJobs(tx: Transaction, queue: string, jobs: JobInsert[]): Promise<void> {
  if (jobs.length === 0) return;
  const boss = new PgBoss({
    db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  await boss.insert(queue, jobs);
}

/** Queues jobs of `queue` inside the caller's transaction (see `insertJobs`). */
export async function enqueueJobs<T>(
  tx: Transaction,
  queue: JobQueue<T>,
  jobs: readonly NewJob<T>[],
): Promise<void> {
  await insertJobs(tx, queue.name, jobs.map(jobInsert));
}

/** A queue's retries and expiry as pg-boss takes them (written at every start). */
export function queueSettings(queue: JobQueue<unknown>) {
  return {
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: queue.retryBackoff,
    expireInSeconds: queue.expireInSeconds,
  } as const;
}

/** Finished jobs are kept this long for monitoring (pg-boss 10 archived them after 12 hours). */
export const FINISHED_JOBS_KEPT_SECONDS = 12 * 60 * 60;

/** What creates a queue: its settings and its policy (which pg-boss never changes after). */
export const queueOptions = (queue: JobQueue<unknown>) => ({
  ...queueSettings(queue),
  policy: queue.policy ?? 'standard',
  deleteAfterSeconds: FINISHED_JOBS_KEPT_SECONDS,
});
