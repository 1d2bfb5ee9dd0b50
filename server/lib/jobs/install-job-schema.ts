import { PgBoss } from 'pg-boss';
import { JOBS_SCHEMA, queueOptions } from './enqueue-jobs.js';
import type { JobQueue } from './job-queue.js';
import type { JobSql } from './job-sql.js';

/** pg-boss's queue for the jobs its schedules queue (created by its timekeeper otherwise). */
const SCHEDULE_QUEUE = '__pgboss__send-it';

/**
 * pg-boss's tables and these queues, without starting any worker: what the runner's first start
 * would create. The test databases' migrated copies include them, so no test server pays for it.
 */
export async function installJobSchema(sql: JobSql, queues: readonly JobQueue<unknown>[]): Promise<void> {
  const boss = new PgBoss({
    db: sql,
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  await boss.start();
  try {
    await boss.createQueue(SCHEDULE_QUEUE);
    for (const queue of queues) await boss.createQueue(queue.name, queueOptions(queue));
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
