import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import plans from 'pg-boss/src/plans.js';
import { isDatabaseUnavailable } from '../db-errors.js';
import type { JobSql } from './job-sql.js';

export interface GuardedJobSql extends JobSql {
  /** The last statement failed because the database could not be reached. */
  readonly unavailable: boolean;
  /**
   * Refuses new statements, except the ones recording how a job ended, and waits (at most
   * `boundMs`) for those under way, so the database can be closed after.
   */
  close(boundMs: number): Promise<void>;
}

/**
 * pg-boss records a job's end without waiting for it (a failure there would be an unhandled
 * rejection, which ends the process): those statements never fail here. A job whose end was lost
 * stays active until it expires, and then runs again.
 */
export function guardJobSql(inner: JobSql, schema: string, log: FastifyBaseLogger): GuardedJobSql {
  const endings = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  const running = new Set<Promise<unknown>>();
  let closed = false;
  let unavailable = false;

  const run = async (text: string, values?: unknown[]) => {
    try {
      const result = await inner.executeSql(text, values);
      if (unavailable) {
        unavailable = false;
        log.info('jobs: the database is reachable again');
      }
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error) && !unavailable && !closed) {
        unavailable = true;
        log.warn('jobs: the database is unavailable; the workers keep trying');
      }
      if (!endings.has(text)) throw error;
      if (!closed)
        log.warn({ sqlState: (error as { code?: unknown }).code }, 'jobs: a job’s end was not recorded');
      return { rows: [{ count: 0 }] };
    }
  };

  return {
    get unavailable() {
      return unavailable;
    },
    executeSql: (text, values) => {
      if (closed && !endings.has(text)) return Promise.reject(new Error('the job runner has stopped'));
      const statement = run(text, values);
      running.add(statement);
      void statement.finally(() => running.delete(statement)).catch(() => undefined);
      return statement;
    },
    close: async (boundMs) => {
      closed = true;
      const deadline = Date.now() + boundMs;
      // A worker whose fetch was under way records its jobs' ends just after: wait for those too.
      while (Date.now() < deadline) {
        if (running.size > 0) await settledWithin([...running], deadline - Date.now());
        await wait(10);
        if (running.size === 0) return;
      }
    },
  };
}

async function settledWithin(statements: Promise<unknown>[], ms: number): Promise<void> {
  const timer = new AbortController();
  await Promise.race([
    Promise.allSettled(statements),
    wait(Math.max(0, ms), undefined, { signal: timer.signal }).catch(() => undefined),
  ]);
  timer.abort();
}
