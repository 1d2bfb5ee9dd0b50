import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import {
  emailVerificationSends,
  notifications,
  phoneVerifications,
  proofOfWorkRedemptions,
  pushSubscriptions,
  sessions,
  staff,
  staffPasswordResets,
  staffSessions,
  users,
} from '#server/db/schema/index.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { addSeconds } from '#server/lib/clock.js';
import { PURGE_QUEUE } from '#server/modules/maintenance/purge-queue.js';
import * as properties from '#contract/endpoints/properties.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { eventually, jobsSettled } from '#server/test/support/readers/jobs.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { newPostgresDatabase } from '#server/test/support/servers/private-postgres.js';
import { ADMIN, adminEnv } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { useTestServer } from '#server/test/support/suite.js';

const DAY = 24 * 3600;

const server = useTestServer({ ...adminEnv, NOTIFICATION_RETENTION_DAYS: '30' });

const ago = (seconds: number) => addSeconds(server.clock.now(), -seconds);

async function newUser() {
  const now = server.clock.now();
  const [user] = await server.deps.db
    .insert(users)
    .values({
      phoneNumber: `+9665${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      dialCode: '+966',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return user!.id;
}

async function runPurge() {
  await server.deps.jobs.send(PURGE_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}

const idsLeft = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);

describe('the purge job', () => {
  it('deletes phone and reset codes and verification-link sends older than two days and used proofs of work past their expiry, and keeps the ones the limits still count', async () => {
    const code = (createdAt: Date) => ({
      phoneNumber: '+966500000001',
      dialCode: '+966',
      codeHash: 'hash',
      ip: '203.0.113.9',
      source: '203.0.113.9',
      language: 'ar' as const,
      createdAt,
      expiresAt: addSeconds(createdAt, 300),
    });
    const [old, recent] = await server.deps.db
      .insert(phoneVerifications)
      .values([code(ago(2 * DAY + 60)), code(ago(DAY + 60))])
      .returning({ id: phoneVerifications.id });
    const [admin] = await server.deps.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, ADMIN.email));
    const reset = (createdAt: Date) => ({
      staffId: admin!.id,
      codeHash: 'hash',
      createdAt,
      expiresAt: addSeconds(createdAt, 600),
    });
    const [oldReset, recentReset] = await server.deps.db
      .insert(staffPasswordResets)
      .values([reset(ago(3 * DAY)), reset(ago(3600))])
      .returning({ id: staffPasswordResets.id });
    const send = (createdAt: Date) => ({ userId: null, addressHash: 'hash', ip: '203.0.113.9', createdAt });
    const [oldSend, recentSend] = await server.deps.db
      .insert(emailVerificationSends)
      .values([send(ago(2 * DAY + 60)), send(ago(DAY + 60))])
      .returning({ id: emailVerificationSends.id });
    await server.deps.db.insert(proofOfWorkRedemptions).values([
      { signature: 'expired-proof', expiresAt: ago(1) },
      { signature: 'live-proof', expiresAt: addSeconds(server.clock.now(), 60) },
    ]);

    await runPurge();

    expect(
      await idsLeft(
        server.deps.db
          .select({ id: phoneVerifications.id })
          .from(phoneVerifications)
          .where(inArray(phoneVerifications.id, [old!.id, recent!.id])),
      ),
    ).toEqual([recent!.id]);
    expect(
      await idsLeft(
        server.deps.db
          .select({ id: staffPasswordResets.id })
          .from(staffPasswordResets)
          .where(inArray(staffPasswordResets.id, [oldReset!.id, recentReset!.id])),
      ),
    ).toEqual([recentReset!.id]);
    expect(
      await idsLeft(
        server.deps.db
          .select({ id: emailVerificationSends.id })
          .from(emailVerificationSends)
          .where(inArray(emailVerificationSends.id, [oldSend!.id, recentSend!.id])),
      ),
    ).toEqual([recentSend!.id]);
    const proofs = await server.deps.db
      .select({ signature: proofOfWorkRedemptions.signature })
      .from(proofOfWorkRedemptions)
      .where(inArray(proofOfWorkRedemptions.signature, ['expired-proof', 'live-proof']));
    expect(proofs.map((proof) => proof.signature)).toEqual(['live-proof']);
  });

  it('deletes sessions ended more than a week ago, with their push subscriptions, and keeps the others', async () => {
    const userId = await newUser();
    const session = (fields: Partial<typeof sessions.$inferInsert>) => ({
      userId,
      createdAt: ago(60 * DAY),
      lastUsedAt: ago(60),
      expiresAt: addSeconds(server.clock.now(), 30 * DAY),
      ...fields,
    });
    const rows = await server.deps.db
      .insert(sessions)
      .values([
        session({ revokedAt: ago(8 * DAY), revokedReason: 'logout' }),
        session({ expiresAt: ago(8 * DAY) }),
        // Idle past the refresh limit (30 days) for more than a week.
        session({ lastUsedAt: ago(38 * DAY) }),
        session({ revokedAt: ago(6 * DAY), revokedReason: 'logout' }),
        session({ expiresAt: ago(6 * DAY) }),
        session({}),
      ])
      .returning({ id: sessions.id });
    const ids = rows.map((row) => row.id);
    await server.deps.db.insert(pushSubscriptions).values(
      [ids[0]!, ids[5]!].map((sessionId, index) => ({
        userId,
        sessionId,
        endpoint: `https://push.test/purge-${index}-${randomInt(0, 1e9)}`,
        p256dh: 'key',
        auth: 'auth',
        createdAt: ago(60),
        updatedAt: ago(60),
      })),
    );
    const [admin] = await server.deps.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, ADMIN.email));
    const staffRows = await server.deps.db
      .insert(staffSessions)
      .values([
        { staffId: admin!.id, createdAt: ago(9 * DAY), expiresAt: ago(8 * DAY) },
        { staffId: admin!.id, createdAt: ago(9 * DAY), expiresAt: ago(9 * DAY), revokedAt: ago(8 * DAY) },
        { staffId: admin!.id, createdAt: ago(3600), expiresAt: addSeconds(server.clock.now(), 3600) },
      ])
      .returning({ id: staffSessions.id });

    await runPurge();

    expect(
      (
        await idsLeft(
          server.deps.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)),
        )
      ).sort(),
    ).toEqual(ids.slice(3).sort());
    expect(
      await idsLeft(
        server.deps.db
          .select({ id: pushSubscriptions.sessionId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
      ),
    ).toEqual([ids[5]]);
    expect(
      await idsLeft(
        server.deps.db
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .where(
            inArray(
              staffSessions.id,
              staffRows.map((row) => row.id),
            ),
          ),
      ),
    ).toEqual([staffRows[2]!.id]);
  });

  it('deletes read notifications older than NOTIFICATION_RETENTION_DAYS (30 here); unread ones stay', async () => {
    const userId = await newUser();
    const notice = (createdAt: Date, readAt: Date | null) => ({
      userId,
      type: 'adApproved' as const,
      params: { titleAr: 'فيلا', titleEn: 'Villa' },
      propertyId: null,
      category: null,
      createdAt,
      readAt,
    });
    const rows = await server.deps.db
      .insert(notifications)
      .values([
        notice(ago(31 * DAY), ago(30 * DAY)),
        notice(ago(29 * DAY), ago(29 * DAY)),
        notice(ago(400 * DAY), null),
      ])
      .returning({ id: notifications.id });

    await runPurge();

    expect(
      (
        await idsLeft(
          server.deps.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(eq(notifications.userId, userId)),
        )
      ).sort(),
    ).toEqual([rows[1]!.id, rows[2]!.id].sort());
    const line = server.logs.filter((text) => text.includes('purge finished')).at(-1);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ purged: { readNotifications: 1 } });
  });
});

describe('the orphaned-files purge', () => {
  it('deletes stored files no row names once a day old; keeps named, newer and unknown ones', async () => {
    const { storage, config } = server.deps;
    if (config.storage.kind !== 'disk') throw new Error('this test reads the local disk store');
    const root = config.storage.root;
    const owner = await signIn(server);
    const ad = (await createAd(server, owner.token, 'residence', residenceBody(await loadLookups(server))))
      .id;
    const body = new FormData();
    body.append('propertyId', String(ad));
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d6f7a' } })
      .jpeg()
      .toBuffer();
    body.append('files', new Blob([jpeg]), 'photo.jpg');
    expect((await server.send(properties.uploadMedia, { body }, { token: owner.token })).status).toBe(200);
    const named = (await readdir(path.join(root, 'properties', String(ad)))).map(
      (name) => `properties/${ad}/${name}`,
    );
    expect(named.length).toBeGreaterThan(2);

    const stray = [
      `properties/${ad}/${randomUUID()}.webp`,
      `profiles/${randomUUID()}/${randomUUID()}.webp`,
      `agents/987654/${randomUUID()}.webp`,
      `offices/987654/${randomUUID()}.webp`,
    ];
    const unknown = `exports/${randomUUID()}.csv`;
    const fresh = `properties/${ad}/${randomUUID()}.webp`;
    for (const key of [...stray, unknown, fresh]) await storage.put(key, Buffer.from('x'), 'image/webp');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY * 1000);
    for (const key of [...named, ...stray, unknown])
      await utimes(path.join(root, key), twoDaysAgo, twoDaysAgo);

    await runPurge();

    const left = (key: string) => existsSync(path.join(root, key));
    expect(stray.filter(left)).toEqual([]);
    expect([...named, unknown, fresh].filter((key) => !left(key))).toEqual([]);
    const line = server.logs.filter((text) => text.includes('purge finished')).at(-1);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ purged: { orphanedFiles: 4 } });
  });
});

describe('the purge schedule', () => {
  it(
    'fires once per tick across two instances on one PostgreSQL database',
    { timeout: 180_000 },
    async () => {
      const postgres = await newPostgresDatabase();
      const database = openPostgres(postgres.url);
      const instances: TestServer[] = [];
      try {
        await database.migrate();
        await seedReferenceData(database.db);
        // Every minute, so the test does not wait for the nightly run; both instances race for each tick.
        const env = { PURGE_CRON: '* * * * *' };
        instances.push(await startTestServer(env, { database }), await startTestServer(env, { database }));
        const purges = () =>
          rowsOf<{ state: string }>(
            database.db,
            sql`select state::text as state from pgboss.job where name = ${PURGE_QUEUE.name}`,
          );
        await eventually(
          async () => (await purges()).some((job) => job.state === 'completed'),
          'a purge ran',
        );
        // Give both instances' timekeepers several more ticks (one a second here) to try again.
        const cronTicks = async () =>
          (await rowsOf<{ at: string }>(database.db, sql`select cron_on::text as at from pgboss.version`))[0]
            ?.at;
        for (let seen = new Set<string | undefined>(); seen.size < 4;) {
          seen.add(await cronTicks());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // A tick at a minute's turn may still be queuing its purge (pg-boss's own `send-it` job, which
        // `jobsSettled` leaves out): wait for those too, then for the purges they queued.
        await eventually(
          async () =>
            (
              await rowsOf(
                database.db,
                sql`select 1 from pgboss.job where name = '__pgboss__send-it'
                  and data->>'name' = ${PURGE_QUEUE.name} and state in ('created', 'retry', 'active')`,
              )
            ).length === 0,
          'the ticks queued their purges',
        );
        await jobsSettled(database.db);

        // Each minute the schedule fired for holds one job that queued one purge, whoever fired it.
        const ticks = await rowsOf<{ minute: string; n: number }>(
          database.db,
          sql`select singleton_on::text as minute, count(*)::int as n from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = ${PURGE_QUEUE.name} group by 1`,
        );
        const jobs = await purges();
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.every((tick) => tick.n === 1)).toBe(true);
        expect(jobs).toHaveLength(ticks.length);
        const ran = instances.flatMap((instance) =>
          instance.logs.filter((text) => text.includes('purge finished')),
        );
        expect(ran).toHaveLength(jobs.filter((job) => job.state === 'completed').length);
      } finally {
        for (const instance of instances) await instance.close();
        await database.close();
        await postgres.close();
      }
    },
  );
});
