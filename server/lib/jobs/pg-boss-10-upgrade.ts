import { sql } from 'drizzle-orm';
import type { JobInsert, Queue } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { insertJobs, JOBS_SCHEMA } from './enqueue-jobs.js';

/**
 * pg-boss 10 kept its jobs in schema version 24. pg-boss 11 rewrote the tables and migrates nothing
 * older than its own first version (25), and neither does 12: its release notes say to move the jobs
 * into a new install (docs/decisions/0013-durable-jobs.md, "pg-boss 12"). So a database that still
 * holds version 24 gets that schema renamed aside before pg-boss starts (it then installs its own),
 * and once the queues exist the jobs still to run are queued again and the old schema dropped.
 */
const PG_BOSS_10_VERSION = 24;

/** Where pg-boss 10's schema waits, between the two steps, while its jobs move. */
const PG_BOSS_10_SCHEMA = 'pgboss_v10';

const current = sql.raw(JOBS_SCHEMA);
const aside = sql.raw(PG_BOSS_10_SCHEMA);
/** Inserted a thousand at a time: one statement, one JSON value per batch. */
const BATCH = 1000;

/** Step one, before pg-boss starts: a pg-boss 10 schema is renamed aside. */
export async function setAsidePgBoss10(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [installed] = await rowsOf<{ found: boolean }>(
      tx,
      sql`select to_regclass(${`${JOBS_SCHEMA}.version`}) is not null as found`,
    );
    if (!installed?.found) return;
    const [row] = await rowsOf<{ version: number }>(tx, sql`select version from ${current}.version`);
    if (Number(row?.version) !== PG_BOSS_10_VERSION) return;
    await tx.execute(sql`alter schema ${current} rename to ${aside}`);
  });
}

interface Pg10Queue {
  name: string;
  policy: string | null;
  retryLimit: number | null;
  retryDelay: number | null;
  retryBackoff: boolean | null;
  expireSeconds: number | null;
}

interface Pg10Job {
  name: string;
  id: string;
  data: object | null;
  priority: number;
  startAfter: string;
  singletonKey: string | null;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireSeconds: number;
  deadLetter: string | null;
}

export interface MovedJobs {
  /** Jobs queued again: those waiting, due for a retry, or running when pg-boss 10 last stopped. */
  jobs: number;
  /** pg-boss 10's queues that no queue of this release has, created so their jobs are kept. */
  queues: string[];
}

/**
 * Step two, once pg-boss 12 runs and this release's queues exist: every job pg-boss 10 had still to
 * run is queued again (same id, data, start time and retry settings; a job that was running runs
 * again, as after any crash), and the old schema is dropped, in one transaction. Finished jobs and
 * pg-boss's own schedule forwards go with it: each start writes the schedules anew.
 */
export async function movePgBoss10Jobs(
  db: Database,
  createQueue: (name: string, options: Omit<Queue, 'name'>) => Promise<void>,
): Promise<MovedJobs | undefined> {
  const [waiting] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regnamespace(${PG_BOSS_10_SCHEMA}) is not null as found`,
  );
  if (!waiting?.found) return undefined;

  const missing = await rowsOf<Pg10Queue>(
    db,
    sql`select name, policy, retry_limit as "retryLimit", retry_delay as "retryDelay",
          retry_backoff as "retryBackoff", expire_seconds as "expireSeconds"
        from ${aside}.queue old
        where not exists (select 1 from ${current}.queue new where new.name = old.name)
        order by name`,
  );
  for (const queue of missing) await createQueue(queue.name, queueOf(queue));

  const jobs = await db.transaction(async (tx) => {
    const rows = await rowsOf<Pg10Job>(
      tx,
      sql`select name, id, data, priority,
            to_char(start_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "startAfter",
            singleton_key as "singletonKey", retry_limit as "retryLimit", retry_delay as "retryDelay",
            retry_backoff as "retryBackoff",
            greatest(1, ceil(extract(epoch from expire_in)))::int as "expireSeconds",
            dead_letter as "deadLetter"
          from ${aside}.job
          where state in ('created', 'retry', 'active') and position('__pgboss' in name) <> 1
          order by name, created_on, id`,
    );
    for (const name of new Set(rows.map((row) => row.name))) {
      const queued = rows.filter((row) => row.name === name);
      for (let start = 0; start < queued.length; start += BATCH) {
        await insertJobs(tx, name, queued.slice(start, start + BATCH).map(insertOf));
      }
    }
    await tx.execute(sql`drop schema ${aside} cascade`);
    return rows.length;
  });
  return { jobs, queues: missing.map((queue) => queue.name) };
}

const queueOf = (queue: Pg10Queue): Omit<Queue, 'name'> => ({
  ...(queue.policy ? { policy: queue.policy } : {}),
  ...(queue.retryLimit !== null ? { retryLimit: queue.retryLimit } : {}),
  ...(queue.retryDelay !== null ? { retryDelay: queue.retryDelay } : {}),
  ...(queue.retryBackoff !== null ? { retryBackoff: queue.retryBackoff } : {}),
  ...(queue.expireSeconds ? { expireInSeconds: queue.expireSeconds } : {}),
});

const insertOf = (job: Pg10Job): JobInsert => ({
  id: job.id,
  ...(job.data === null ? {} : { data: job.data }),
  priority: job.priority,
  startAfter: job.startAfter,
  ...(job.singletonKey === null ? {} : { singletonKey: job.singletonKey }),
  retryLimit: job.retryLimit,
  retryDelay: job.retryDelay,
  retryBackoff: job.retryBackoff,
  expireInSeconds: job.expireSeconds,
  ...(job.deadLetter === null ? {} : { deadLetter: job.deadLetter }),
});
