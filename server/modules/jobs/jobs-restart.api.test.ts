import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as broadcasts from '#contract/endpoints/dashboard/notifications.js';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { broadcastDeliveries, notifications, users } from '#server/db/schema/index.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { BROADCAST_BATCH, BROADCAST_QUEUE } from '#server/modules/dashboard/index.js';
import { eventually, pendingJobs } from '#server/test/support/readers/jobs.js';
import { migratedPgliteImage } from '#server/test/support/servers/pglite-image.js';
import { newPostgresDatabase } from '#server/test/support/servers/private-postgres.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import type { ApiCaller } from '#server/test/support/clients/api-caller.js';
import { startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import { ADMIN, adminEnv, login } from '#server/test/support/fixtures/staff-fixtures.js';
import { openTestDatabase } from '#server/test/support/servers/test-database.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Jobs live in the database, not in the process: a job queued by one server runs on the next one
 * started on the same database, embedded (the same data folder, one server after the other) or
 * PostgreSQL; and a broadcast cut off mid-way resumes without notifying anyone twice.
 */

/** A broadcast to every user, confirmed with the preview's count. */
async function broadcastToAll(server: ApiCaller, title: string): Promise<number> {
  const token = await login(server, ADMIN.email, ADMIN.password);
  const segment = { kind: 'all' } as const;
  const preview = await server.send(broadcasts.previewBroadcast, { body: { segment } }, { token });
  const answer = await server.send(
    broadcasts.sendBroadcast,
    {
      body: {
        titleAr: title,
        titleEn: title,
        bodyAr: 'نص الإشعار',
        bodyEn: 'The notice',
        segment,
        expectedCount: preview.body.count,
      },
    },
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.sent;
}

/** Broadcast notifications per user with `title`: each user's count. */
async function receivedCounts(db: DatabaseHandle['db'], title: string) {
  return rowsOf<{ userId: string; n: number }>(
    db,
    sql`select ${notifications.userId} as "userId", count(*)::int as n from ${notifications}
        where ${notifications.type} = 'broadcast' and ${notifications.params}->>'titleEn' = ${title}
        group by 1`,
  );
}

async function queuedOnOneRunOnTheNext(open: () => Promise<DatabaseHandle>, close: () => Promise<void>) {
  const before = await open();
  // Without workers, as a web-only instance: the broadcast is queued, not written.
  const first = await startTestServer({ ...adminEnv, JOBS_WORKERS: 'false' }, { database: before });
  const readers = [await signIn(first), await signIn(first)];
  const sent = await broadcastToAll(first, 'Queued before the restart');
  expect(sent).toBe(2);
  expect(await receivedCounts(before.db, 'Queued before the restart')).toEqual([]);
  expect(await pendingJobs(before.db, BROADCAST_QUEUE.name)).toBe(1);
  await first.close();
  await before.close();

  const after = await open();
  const second = await startTestServer(adminEnv, { database: after });
  try {
    await eventually(
      async () => (await receivedCounts(after.db, 'Queued before the restart')).length === 2,
      'the queued broadcast ran on the next server',
    );
    const counts = await receivedCounts(after.db, 'Queued before the restart');
    expect(counts.map((row) => row.userId).sort()).toEqual(readers.map((reader) => reader.userId).sort());
    expect(counts.every((row) => row.n === 1)).toBe(true);
    await eventually(async () => (await pendingJobs(after.db)) === 0, 'the jobs settled');
  } finally {
    await second.close();
    await after.close();
    await close();
  }
}

describe('a job queued by one server runs on the next', () => {
  it('embedded: the next server opens the same data folder', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'manzil-jobs-restart-'));
    let opened = 0;
    await queuedOnOneRunOnTheNext(
      async () => {
        opened += 1;
        if (opened > 1) return openPglite(folder);
        const database = await openPglite(folder, await migratedPgliteImage());
        await seedReferenceData(database.db);
        return database;
      },
      () => rm(folder, { recursive: true, force: true }),
    );
  });

  it('PostgreSQL: the next server connects to the same database', { timeout: 120_000 }, async () => {
    const postgres = await newPostgresDatabase();
    let opened = 0;
    await queuedOnOneRunOnTheNext(
      async () => {
        opened += 1;
        const database = openPostgres(postgres.url);
        if (opened === 1) {
          await database.migrate();
          await seedReferenceData(database.db);
        }
        return database;
      },
      () => postgres.close(),
    );
  });
});

describe('a broadcast stopped mid-way', () => {
  it(
    'resumes on the next server after the last batch written, and nobody is notified twice',
    { timeout: 120_000 },
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'manzil-jobs-midway-'));
      const database = await openTestDatabase(folder);
      await seedReferenceData(database.db);
      const first = await startTestServer(adminEnv, { database });
      let second: TestServer | undefined;
      try {
        const now = first.clock.now();
        const audience = await database.db
          .insert(users)
          .values(
            Array.from({ length: BROADCAST_BATCH * 3 + 7 }, (_, index) => ({
              phoneNumber: `+96658${String(index).padStart(7, '0')}`,
              dialCode: '+966',
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: users.id });
        first.clock.advance(60);
        const sent = await broadcastToAll(first, 'Cut off mid-way');
        expect(sent).toBe(audience.length);

        // The first batch has committed: stop this server now, while the job is under way.
        const progress = async () => {
          const [row] = await database.db.select().from(broadcastDeliveries);
          return row;
        };
        await eventually(async () => ((await progress())?.sent ?? 0) > 0, 'the first batch written');
        await first.close();
        const atStop = await progress();
        console.info(`broadcast stopped after ${atStop?.sent ?? 0} of ${sent} users`);

        second = await startTestServer(adminEnv, { database });
        await eventually(
          async () => (await progress())?.finishedAt != null,
          'the broadcast finished',
          60_000,
        );
        const counts = await receivedCounts(database.db, 'Cut off mid-way');
        expect(counts).toHaveLength(audience.length);
        expect(counts.filter((row) => row.n !== 1)).toEqual([]);
        expect((await progress())?.sent).toBe(audience.length);
      } finally {
        await second?.close();
        await database.close();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('a broadcast whose server was killed (kill -9) mid-way', () => {
  it(
    'resumes on the next server within a minute, and nobody is notified twice',
    { timeout: 300_000 },
    async () => {
      const postgres = await newPostgresDatabase();
      const workDir = await mkdtemp(path.join(tmpdir(), 'manzil-jobs-kill-'));
      const database = openPostgres(postgres.url);
      const env = {
        ...adminEnv,
        DATABASE_URL: postgres.url,
        JWT_SECRET: 'jobs-kill-restart-secret-0123456789abcdef',
        JOBS_POLL_SECONDS: '0.5',
      };
      let first: Instance | undefined;
      let second: TestServer | undefined;
      try {
        await database.migrate();
        await seedReferenceData(database.db);
        const audience = BROADCAST_BATCH * 20 + 3;
        const now = new Date();
        for (let start = 0; start < audience; start += 5_000) {
          await database.db.insert(users).values(
            Array.from({ length: Math.min(5_000, audience - start) }, (_, index) => ({
              phoneNumber: `+96659${String(start + index).padStart(7, '0')}`,
              dialCode: '+966',
              createdAt: now,
              updatedAt: now,
            })),
          );
        }
        first = await startInstance({ env, dataDir: path.join(workDir, 'first') });
        const sent = await broadcastToAll(first, 'Killed mid-way');
        expect(sent).toBe(audience);

        const progress = async () => {
          const [row] = await database.db.select().from(broadcastDeliveries);
          return row;
        };
        await eventually(async () => ((await progress())?.sent ?? 0) > 0, 'the first batch written');
        await first.kill9();
        const killedAt = Date.now();
        const atKill = await progress();
        // Nothing left to resume would prove nothing: the audience is large enough to outlast the kill.
        expect(atKill?.finishedAt).toBeNull();
        expect(atKill?.sent).toBeLessThan(audience);

        second = await startTestServer(adminEnv, { database });
        // The killed run's job still looks active: it must be noticed and resumed within a minute.
        await eventually(
          async () => ((await progress())?.sent ?? 0) > (atKill?.sent ?? 0),
          'the broadcast resumed after the kill',
          60_000,
        );
        const resumedAfterMs = Date.now() - killedAt;
        await eventually(
          async () => (await progress())?.finishedAt != null,
          'the broadcast finished',
          120_000,
        );
        console.info(
          `broadcast killed after ${String(atKill?.sent)} of ${String(audience)} users; resumed ` +
            `${String(resumedAfterMs)} ms and finished ${String(Date.now() - killedAt)} ms after the kill`,
        );
        const counts = await receivedCounts(database.db, 'Killed mid-way');
        expect(counts).toHaveLength(audience);
        expect(counts.filter((row) => row.n !== 1)).toEqual([]);
        expect((await progress())?.sent).toBe(audience);
      } finally {
        await second?.close();
        await first?.kill9();
        await database.close();
        await postgres.close();
        await rm(workDir, { recursive: true, force: true });
      }
    },
  );
});
