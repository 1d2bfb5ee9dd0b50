import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db-errors.js';
import type { JobSql } from './job-sql.js';

export interface GuardedJobSql extends JobSql {
  /** The last statement failed because the database could not be reached. */
  readonly unavailable: boolean;
  /** Refuses new statements and waits (at most `boundMs`) for those under way, so the database can be closed after. */
  close(boundMs: number): Promise<void>;
}

/**
 * pg-boss's statements, watched: an outage is logged once (pg-boss's pollers keep trying and would
 * report it at every poll), and its end once. After `close`, nothing new reaches the database.
 */
export function guardJobSql(inner: JobSql, log: FastifyBaseLogger): GuardedJobSql {
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
      throw error;
    }
  };

  return {
    get unavailable() {
      return unavailable;
    },
    executeSql: (text, values) => {
      if (closed) return Promise.reject(new Error('the job runner has stopped'));
      const statement = run(text, values);
      running.add(statement);
      void statement.finally(() => running.delete(statement)).catch(() => undefined);
      return statement;
    },
    close: async (boundMs) => {
      closed = true;
      const deadline = Date.now() + boundMs;
      while (running.size > 0 && Date.now() < deadline) {
        await settledWithin([...running], deadline - Date.now());
        await wait(10);
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
