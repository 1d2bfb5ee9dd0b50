import { z } from 'zod';

/**
 * One kind of background job: its queue's name, the shape of its data (checked when it runs, since a
 * job can outlive the release that queued it), and how pg-boss retries it when it fails or its
 * process dies while it runs.
 */
export interface JobQueue<T> {
  readonly name: string;
  readonly data: z.ZodType<T>;
  /** Retries after a failure (a thrown error, the process stopping, the expiry below). */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled at each one when `retryBackoff` (with jitter). */
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  /** A job still running after this long counts as failed: its process is taken to be dead. */
  readonly expireInSeconds: number;
  /** Jobs a worker takes at once (each still succeeds or fails alone); 1 by default. */
  readonly batchSize?: number;
  /** `singleton`: at most one job of the queue runs at a time, across every instance. */
  readonly policy?: 'standard' | 'singleton';
}

export interface JobContext {
  /** Aborted when the server shuts down: stop soon and throw, and the job runs again later. */
  readonly signal: AbortSignal;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** The job states counted per queue: waiting (new or to be retried), running, and finished. */
export type JobState = 'queued' | 'active' | 'completed' | 'failed' | 'cancelled';

/**
 * Jobs per queue and state, for monitoring. Finished jobs stay counted until pg-boss deletes them
 * (12 hours after they end: `FINISHED_JOBS_KEPT_SECONDS`).
 */
export type JobCounts = Record<string, Record<JobState, number>>;

export function defineQueue<T>(queue: JobQueue<T>): JobQueue<T> {
  return queue;
}

/**
 * A scheduled sweep (purges, licence re-checks, ad expiry): no data, one run at a time across every
 * instance, retried three times from a minute on, and taken for dead after half an hour.
 */
const noData = z.object({});

export function defineSweepQueue(name: string): JobQueue<z.infer<typeof noData>> {
  return defineQueue({
    name,
    data: noData,
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 1800,
    policy: 'singleton',
  });
}
