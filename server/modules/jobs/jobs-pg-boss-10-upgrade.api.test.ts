import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss10 from 'pg-boss-10';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { AD_ACTIVITY_ROLLUP_QUEUE } from '#server/modules/ad-activity/index.js';
import { PAYMENT_RECONCILE_QUEUE } from '#server/modules/payments/index.js';
import { AD_EXPIRY_QUEUE } from '#server/modules/ad-expiry/index.js';
import { PURGE_QUEUE } from '#server/modules/maintenance/index.js';
import { eventually } from '#server/test/support/readers/jobs.js';
import { migratedPgliteImage } from '#server/test/support/servers/pglite-image.js';
import { newPostgresDatabase } from '#server/test/support/servers/private-postgres.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import { JOB_QUEUES } from './define-jobs.js';

/**
 * A database the previous release ran on holds pg-boss 10's tables (schema version 24), which
 * pg-boss 12 cannot migrate: the server sets them aside, lets pg-boss 12 install, and moves the jobs
 * still to run (server/lib/jobs/pg-boss-10-upgrade.ts). The old tables and jobs here are written by
 * pg-boss 10.4.2 itself (the `pg-boss-10` package), with the queues the previous release created.
 */
const RETIRED_QUEUE = 'retired-queue';

interface Queued {
  purgeNow: string;
  purgeLater: string;
  /** Fetched and never finished: its process died. */
  adExpiryRunning: string;
  /** A queue no queue of this release has. */
  retired: string;
  /** Finished before the upgrade: not moved. */
  finished: string;
}

/** pg-boss 10 as the previous release ran it: its tables, our queues, then jobs in each state. */
async function queueWithPgBoss10(boss: PgBoss10): Promise<Queued> {
  await boss.start();
  await boss.createQueue('__pgboss__send-it');
  for (const queue of JOB_QUEUES) {
    await boss.createQueue(queue.name, {
      name: queue.name,
      policy: queue.policy ?? 'standard',
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: queue.retryBackoff,
      expireInSeconds: queue.expireInSeconds,
    });
  }
  await boss.createQueue(RETIRED_QUEUE, { name: RETIRED_QUEUE, retryLimit: 4 });
  const sent = async (name: string, data: object, options: PgBoss10.SendOptions = {}) => {
    const id = await boss.send(name, data, options);
    if (!id) throw new Error(`pg-boss 10 queued no ${name} job`);
    return id;
  };
  const finished = await sent(RETIRED_QUEUE, { done: true });
  const [fetched] = await boss.fetch(RETIRED_QUEUE);
  await boss.complete(RETIRED_QUEUE, fetched?.id ?? '');
  const adExpiryRunning = await sent(AD_EXPIRY_QUEUE.name, {});
  expect((await boss.fetch(AD_EXPIRY_QUEUE.name)).map((job) => job.id)).toEqual([adExpiryRunning]);
  return {
    purgeNow: await sent(PURGE_QUEUE.name, {}),
    purgeLater: await sent(PURGE_QUEUE.name, {}, { startAfter: 3600 }),
    adExpiryRunning,
    retired: await sent(RETIRED_QUEUE, { kept: 'yes' }),
    finished,
  };
}

async function upgradesOnStart(database: DatabaseHandle, queued: Queued): Promise<void> {
  const before = await rowsOf<{ id: string; state: string; startAfter: string }>(
    database.db,
    sql`select id, state::text as state, start_after::text as "startAfter" from pgboss.job`,
  );
  expect(Object.fromEntries(before.map((job) => [job.id, job.state]))).toEqual({
    [queued.purgeNow]: 'created',
    [queued.purgeLater]: 'created',
    [queued.adExpiryRunning]: 'active',
    [queued.retired]: 'created',
    [queued.finished]: 'completed',
  });
  const laterAt = (jobs: { id: string; startAfter: string }[]) =>
    new Date(jobs.find((job) => job.id === queued.purgeLater)?.startAfter ?? 0).getTime();

  const server = await startTestServer({}, { database });
  try {
    const moved = server.logs.find((line) => line.includes('pg-boss 10’s jobs moved'));
    expect(JSON.parse(moved ?? '{}')).toMatchObject({ moved: { jobs: 4, queues: [RETIRED_QUEUE] } });
    const jobs = () =>
      rowsOf<{ id: string; name: string; state: string; data: unknown; startAfter: string }>(
        database.db,
        sql`select id, name, state::text as state, data, start_after::text as "startAfter" from pgboss.job
            where position('__pgboss' in name) <> 1
              and name not in (${AD_ACTIVITY_ROLLUP_QUEUE.name}, ${PAYMENT_RECONCILE_QUEUE.name})`,
      );
    // The jobs due ran on pg-boss 12: the purge waiting, and the ad expiry whose run was cut off.
    await eventually(async () => {
      const states = Object.fromEntries((await jobs()).map((job) => [job.id, job.state]));
      return states[queued.purgeNow] === 'completed' && states[queued.adExpiryRunning] === 'completed';
    }, 'the moved jobs ran');
    expect(server.logs.some((line) => line.includes('purge finished'))).toBe(true);
    expect(server.logs.some((line) => line.includes('ad expiry finished'))).toBe(true);

    const after = await jobs();
    expect(after.map((job) => job.id).sort()).toEqual(
      [queued.purgeNow, queued.purgeLater, queued.adExpiryRunning, queued.retired].sort(),
    );
    const retired = after.find((job) => job.id === queued.retired);
    expect(retired).toMatchObject({ name: RETIRED_QUEUE, state: 'created', data: { kept: 'yes' } });
    expect(after.find((job) => job.id === queued.purgeLater)?.state).toBe('created');
    expect(laterAt(after)).toBe(laterAt(before));
    const [version] = await rowsOf<{ version: number }>(database.db, sql`select version from pgboss.version`);
    expect(Number(version?.version)).toBeGreaterThan(24);
    const [aside] = await rowsOf<{ gone: boolean }>(
      database.db,
      sql`select to_regnamespace('pgboss_v10') is null as gone`,
    );
    expect(aside?.gone).toBe(true);
  } finally {
    await server.close();
  }

  // The next start finds nothing left to move.
  const again = await startTestServer({}, { database });
  try {
    expect(again.logs.some((line) => line.includes('pg-boss 10’s jobs moved'))).toBe(false);
  } finally {
    await again.close();
  }
}

/** pg-boss 10 on PGlite through the `db` option, as the previous release gave it its statements. */
function pglite10(client: PGlite): PgBoss10.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

describe('a database of the previous release (pg-boss 10) is upgraded at start, its jobs kept', () => {
  it('embedded PGlite', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'manzil-pg-boss-10-'));
    const database = await openPglite(folder, await migratedPgliteImage());
    try {
      await seedReferenceData(database.db);
      // The migrated copy holds pg-boss 12's tables: as before this release, it has none.
      await database.db.execute(sql`drop schema pgboss cascade`);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const boss = new PgBoss10({ db: pglite10(client), supervise: false, schedule: false });
      const queued = await queueWithPgBoss10(boss);
      await boss.stop({ graceful: false, close: false, wait: true });
      await upgradesOnStart(database, queued);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('PostgreSQL', { timeout: 120_000 }, async () => {
    const postgres = await newPostgresDatabase();
    const database = openPostgres(postgres.url);
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const boss = new PgBoss10({ connectionString: postgres.url, supervise: false, schedule: false });
      const queued = await queueWithPgBoss10(boss);
      await boss.stop({ graceful: false, wait: true });
      await upgradesOnStart(database, queued);
    } finally {
      await database.close();
      await postgres.close();
    }
  });
});
