import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { Config } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { safeError } from '../safe-error.js';
import {
  enqueueJobs,
  jobInsert,
  JOBS_SCHEMA,
  queueOptions,
  queueSettings,
  type NewJob,
} from './enqueue-jobs.js';
import { guardJobSql } from './guarded-job-sql.js';
import { databaseJobSql } from './job-sql.js';
import type { JobCounts, JobHandler, JobQueue, JobState } from './job-queue.js';
import { movePgBoss10Jobs, setAsidePgBoss10 } from './pg-boss-10-upgrade.js';

/**
 * Background jobs kept in the database (pg-boss, schema `pgboss`, on PostgreSQL or the embedded
 * PGlite alike): they survive restarts, are retried with back-off, and a schedule fires once across
 * every instance (docs/decisions/0013-durable-jobs.md).
 */
export interface JobRunner {
  /** Declares a queue and what runs its jobs; before `start`. */
  work<T>(queue: JobQueue<T>, handler: JobHandler<T>): void;
  /**
   * Queues a job of `queue` at every `cron` tick (UTC), once across all instances; before `start`.
   * `alsoAtStart`: one more when this instance starts with workers, for a sweep that must catch up
   * after the server was down at its tick.
   */
  schedule(queue: JobQueue<unknown>, cron: string, options?: { alsoAtStart?: boolean }): void;
  start(): Promise<void>;
  /** Asks running jobs to stop (they run again later), waits a little for them, never throws. */
  stop(): Promise<void>;
  /** Queues jobs; with `tx`, inside that transaction (they exist if, and when, it commits). */
  send<T>(queue: JobQueue<T>, jobs: readonly NewJob<T>[], tx?: Pick<Database, 'execute'>): Promise<void>;
  /** This instance's worker for `queue` looks for jobs now rather than at its next poll. */
  wake(queue: JobQueue<unknown>): void;
  /** Jobs per queue and state (for metrics). */
  jobCounts(): Promise<JobCounts>;
}

export interface JobRunnerDeps {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}

/** How long running jobs get to notice the shutdown before pg-boss marks them failed (retried later). */
const STOP_GRACE_MS = 3_000;
/** The bound on the whole stop, whatever the database does meanwhile. */
const STOP_BOUND_MS = 10_000;

const STATES: readonly JobState[] = ['queued', 'active', 'completed', 'failed', 'cancelled'];

interface Work {
  queue: JobQueue<unknown>;
  handler: JobHandler<unknown>;
}

/** A failure's type and (masked) message: what pg-boss keeps as the job's output and we log. */
const failureOf = (error: unknown) => {
  const { type, code, message } = safeError(error);
  return { type, ...(code ? { code } : {}), message };
};

export function createJobRunner({ config, database, log }: JobRunnerDeps): JobRunner {
  const queues = new Map<string, JobQueue<unknown>>();
  const works: Work[] = [];
  const schedules: { queue: string; cron: string; alsoAtStart: boolean }[] = [];
  const workerIds = new Map<string, string>();
  const stopping = new AbortController();
  const db = guardJobSql(databaseJobSql(database), log);
  const { workers, pollSeconds, maintenanceSeconds } = config.jobs;
  const tick = Math.min(45, Math.max(1, Math.ceil(pollSeconds)));
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    backend: database.kind,
    // Supervision (expiring the jobs of dead processes, deleting old ones) and schedules run where
    // workers do; a pass every `maintenanceSeconds`, each queue's expiry check as often.
    supervise: workers,
    schedule: workers,
    superviseIntervalSeconds: maintenanceSeconds,
    monitorIntervalSeconds: maintenanceSeconds,
    cronMonitorIntervalSeconds: tick,
    cronWorkerIntervalSeconds: tick,
    // Not read here: the instance registry (a row and a heartbeat every 30 s per instance) and
    // OpenTelemetry (no SDK is registered; the metrics are the server's own).
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  let started = false;
  let stopped = false;

  boss.on('error', (error: unknown) => {
    // An unreachable database is reported once, by the guard, not at every poll.
    if (db.unavailable || stopped) return;
    const { queue } = (error ?? {}) as { queue?: unknown };
    const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
    const failure = Object.assign(new Error(typeof message === 'string' ? message : 'unknown'), { code });
    log.warn({ err: safeError(failure), queue }, 'jobs: pg-boss reported an error');
  });

  const declare = (queue: JobQueue<unknown>) => {
    if (started) throw new Error(`declare the ${queue.name} queue before the runner starts`);
    queues.set(queue.name, queue);
  };

  /** Each job of a batch succeeds or fails alone (pg-boss's `perJobResults`). */
  const runBatch =
    (work: Work) =>
    async (jobs: Job<unknown>[]): Promise<JobResult[]> => {
      const { queue, handler } = work;
      const results = await Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          const parsed = queue.data.safeParse(job.data);
          if (!parsed.success) {
            // It will never parse: failed at once, without the retries that cannot help.
            log.error(
              { queue: queue.name, jobId: job.id },
              'jobs: a job’s data has the wrong shape; failed without retries',
            );
            return { id: job.id, status: 'deadletter', output: { type: 'ZodError', message: 'wrong shape' } };
          }
          try {
            if (stopping.signal.aborted) throw new Error('the server is stopping');
            await handler(parsed.data, { signal: stopping.signal });
            return { id: job.id, status: 'completed' };
          } catch (error) {
            if (!stopping.signal.aborted) {
              log.warn(
                { queue: queue.name, jobId: job.id, err: safeError(error) },
                'jobs: a job failed; it is retried',
              );
            }
            return { id: job.id, status: 'failed', output: failureOf(error) };
          }
        }),
      );
      // A full batch: more may be waiting, so look again at once rather than after the poll interval.
      const worker = workerIds.get(queue.name);
      if (worker && !stopped && jobs.length >= (queue.batchSize ?? 1)) boss.notifyWorker(worker);
      return results;
    };

  return {
    work: (queue, handler) => {
      declare(queue);
      works.push({ queue, handler: handler as JobHandler<unknown> });
    },
    schedule: (queue, cron, options = {}) => {
      declare(queue);
      schedules.push({ queue: queue.name, cron, alsoAtStart: options.alsoAtStart ?? false });
    },
    start: async () => {
      started = true;
      await setAsidePgBoss10(database.db);
      await boss.start();
      for (const queue of queues.values()) {
        await boss.createQueue(queue.name, queueOptions(queue));
        await boss.updateQueue(queue.name, queueSettings(queue));
      }
      const moved = await movePgBoss10Jobs(database.db, (name, options) => boss.createQueue(name, options));
      if (moved) log.info({ moved }, 'jobs: pg-boss 10’s jobs moved to pg-boss 12');
      for (const { queue, cron } of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      if (!workers) return;
      for (const { queue } of schedules.filter((scheduled) => scheduled.alsoAtStart)) {
        await boss.insert(queue, [jobInsert({ data: {} })]);
      }
      for (const work of works) {
        const id = await boss.work(
          work.queue.name,
          {
            batchSize: work.queue.batchSize ?? 1,
            pollingIntervalSeconds: pollSeconds,
            perJobResults: true,
          },
          runBatch(work),
        );
        workerIds.set(work.queue.name, id);
      }
    },
    stop: async () => {
      if (!started || stopped) return;
      stopped = true;
      stopping.abort();
      const bound = new AbortController();
      const stoppingBoss = boss
        .stop({ graceful: true, close: false, timeout: STOP_GRACE_MS })
        .catch((error: unknown) => log.warn({ err: safeError(error) }, 'jobs: stopping pg-boss failed'));
      await Promise.race([
        stoppingBoss,
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, STOP_BOUND_MS);
          bound.signal.addEventListener('abort', () => clearTimeout(timer));
        }),
      ]);
      bound.abort();
      await db.close(STOP_GRACE_MS);
    },
    send: async (queue, jobs, tx) => {
      if (tx) return enqueueJobs(tx, queue, jobs);
      if (jobs.length === 0) return;
      await boss.insert(queue.name, jobs.map(jobInsert));
    },
    wake: (queue) => {
      const id = workerIds.get(queue.name);
      if (id && !stopped) boss.notifyWorker(id);
    },
    jobCounts: async () => {
      const counts: JobCounts = {};
      for (const name of queues.keys()) {
        counts[name] = Object.fromEntries(STATES.map((state) => [state, 0])) as Record<JobState, number>;
      }
      const { rows } = await db.executeSql(
        `select name, state::text as state, count(*)::int as count from ${JOBS_SCHEMA}.job group by name, state`,
      );
      for (const row of rows as { name: string; state: string; count: number }[]) {
        const queue = counts[row.name];
        const state = row.state === 'created' || row.state === 'retry' ? 'queued' : (row.state as JobState);
        if (queue && state in queue) queue[state] += row.count;
      }
      return counts;
    },
  };
}
