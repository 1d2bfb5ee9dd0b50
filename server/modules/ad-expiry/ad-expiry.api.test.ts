import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import * as notices from '#contract/endpoints/notifications.js';
import { notifications, properties as propertyTable } from '#server/db/schema/index.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { addSeconds } from '#server/lib/clock.js';
import { AD_EXPIRY_QUEUE } from '#server/modules/ad-expiry/ad-expiry-queue.js';
import { runAdExpiry } from '#server/modules/ad-expiry/run-ad-expiry.js';
import { daysPassFor, runExpiryJob } from '#server/test/support/fixtures/ad-age.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { eventually, jobsSettled, pendingJobs } from '#server/test/support/readers/jobs.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { openTestDatabase } from '#server/test/support/servers/test-database.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const DAY = 24 * 3600;
/** The defaults: 90 days, a reminder 7 days before. */
const env = { MODERATION: 'false' };

const server = useTestServer(env);
const lookups = useLookups(server);
const owner = useSignedIn(server);
const stranger = useSignedIn(server);

async function publishedAd(title: string): Promise<number> {
  const ad = await createAd(server, owner.token, 'residence', residenceBody(lookups, { titleAr: title }));
  return ad.id;
}

const passes = (ids: number[], days: number) => daysPassFor(server, ids, days);
const runExpiry = () => runExpiryJob(server);

const noticesOf = (id: number, type: 'adExpiring' | 'adExpired') =>
  server.deps.db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.propertyId, id), eq(notifications.type, type)));

const statusOf = async (id: number) =>
  (
    await server.deps.db
      .select({ status: propertyTable.status })
      .from(propertyTable)
      .where(eq(propertyTable.id, id))
  )[0]?.status;

const publicView = (id: number) => server.send(properties.getProperty, { params: { id } });

describe('the ad expiry job', () => {
  it('reminds the owner once, 7 days before the 90, and leaves younger ads alone', async () => {
    const [young, due] = [await publishedAd('شقة حديثة'), await publishedAd('شقة قديمة')];
    await passes([young], 82);
    await passes([due], 84);

    await runExpiry();
    await runExpiry();

    expect(await noticesOf(young, 'adExpiring')).toEqual([]);
    const reminders = await noticesOf(due, 'adExpiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.userId).toBe(owner.userId);
    expect(await statusOf(due)).toBe('published');

    const panel = await server.send(
      notices.listNotifications,
      { query: {} },
      { token: owner.token, language: 'ar' },
    );
    const item = panel.body.data.find((notice) => notice.propertyId === due && notice.type === 'adExpiring');
    expect(item?.body).toContain('7');
    expect(item?.body).toContain('شقة قديمة');
  });

  it('expires an ad past its age once its owner had the notice, and it leaves the public pages', async () => {
    const id = await publishedAd('فيلا للبيع');
    await passes([id], 85);
    await runExpiry();
    expect(await noticesOf(id, 'adExpiring')).toHaveLength(1);

    await passes([id], 6);
    await runExpiry();
    expect(await statusOf(id)).toBe('published');

    await passes([id], 1.01);
    await runExpiry();
    expect(await statusOf(id)).toBe('expired');
    expect(await noticesOf(id, 'adExpired')).toHaveLength(1);

    expect((await publicView(id)).status).toBe(404);
    const list = await server.send(properties.listProperties, { query: { PageSize: 100 } });
    expect(list.body.data.map((ad) => ad.id)).not.toContain(id);
    const mine = await server.send(properties.getProperty, { params: { id } }, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('expired');

    await runExpiry();
    expect(await noticesOf(id, 'adExpired')).toHaveLength(1);
  });

  it('gives an ad found past its age without a reminder the full notice first', async () => {
    const id = await publishedAd('أرض متأخرة');
    await passes([id], 120);
    await runExpiry();
    expect(await statusOf(id)).toBe('published');
    expect(await noticesOf(id, 'adExpiring')).toHaveLength(1);
    await passes([id], 7.01);
    await runExpiry();
    expect(await statusOf(id)).toBe('expired');
  });

  it('restarts the age when the owner confirms the ad is still available', async () => {
    const id = await publishedAd('مكتب متاح');
    await passes([id], 84);
    await runExpiry();
    expect(await noticesOf(id, 'adExpiring')).toHaveLength(1);

    const refused = await server.send(
      properties.confirmAvailable,
      { params: { id } },
      { token: stranger.token },
    );
    expect([403, 404]).toContain(refused.status);
    const anonymous = await server.send(properties.confirmAvailable, { params: { id } });
    expect(anonymous.status).toBe(401);

    const confirmed = await server.send(
      properties.confirmAvailable,
      { params: { id } },
      { token: owner.token },
    );
    expect(confirmed.status).toBe(204);
    const detail = await server.send(properties.getProperty, { params: { id } }, { token: owner.token });
    expect(detail.body.expiresAt).toBe(addSeconds(server.clock.now(), 90 * DAY).toISOString());

    await passes([id], 10);
    await runExpiry();
    expect(await statusOf(id)).toBe('published');
    expect(await noticesOf(id, 'adExpiring')).toHaveLength(1);

    // A new reminder 83 days after the confirmation.
    await passes([id], 74);
    await runExpiry();
    expect(await noticesOf(id, 'adExpiring')).toHaveLength(2);
  });

  it('lets only the owner renew an expired ad, which is published again with a fresh age', async () => {
    const id = await publishedAd('محل للإيجار');
    await passes([id], 100);
    await runExpiry();
    await passes([id], 8);
    await runExpiry();
    expect(await statusOf(id)).toBe('expired');

    const confirm = await server.send(
      properties.confirmAvailable,
      { params: { id } },
      { token: owner.token },
    );
    expect(confirm.status).toBe(409);
    const stolen = await server.send(properties.renewProperty, { params: { id } }, { token: stranger.token });
    expect([403, 404]).toContain(stolen.status);
    expect(await statusOf(id)).toBe('expired');

    const renewed = await server.send(properties.renewProperty, { params: { id } }, { token: owner.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ status: 'published' });
    expect(await statusOf(id)).toBe('published');
    expect((await publicView(id)).status).toBe(200);
    const list = await server.send(properties.listProperties, { query: { PageSize: 100 } });
    expect(list.body.data.map((ad) => ad.id)).toContain(id);

    const again = await server.send(properties.renewProperty, { params: { id } }, { token: owner.token });
    expect(again.status).toBe(409);

    await passes([id], 80);
    await runExpiry();
    expect(await statusOf(id)).toBe('published');
    expect(await noticesOf(id, 'adExpiring')).toHaveLength(1);
  });

  it('reminds once when two instances run the job at the same moment', async () => {
    const ids = await Promise.all(['أ', 'ب', 'ج'].map((title) => publishedAd(`شقة ${title}`)));
    await passes(ids, 86);
    const signal = new AbortController().signal;
    await Promise.all([runAdExpiry(server.deps, signal), runAdExpiry(server.deps, signal)]);
    for (const id of ids) expect(await noticesOf(id, 'adExpiring')).toHaveLength(1);
  });
});

describe('the ad expiry job across a restart', () => {
  it(
    'queued on an instance without workers, runs on the next server on the same data',
    { timeout: 120_000 },
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'manzil-ad-expiry-'));
      const database = await openTestDatabase(folder);
      await seedReferenceData(database.db);
      let second: TestServer | undefined;
      try {
        const first = await startTestServer({ ...env, JOBS_WORKERS: 'false' }, { database });
        const user = await signIn(first);
        const ad = await createAd(first, user.token, 'residence', residenceBody(await loadLookups(first)));
        await database.db
          .update(propertyTable)
          .set({ publishedAt: addSeconds(first.clock.now(), -84 * DAY) })
          .where(eq(propertyTable.id, ad.id));
        await first.deps.jobs.send(AD_EXPIRY_QUEUE, [{ data: {} }]);
        expect(await pendingJobs(database.db, AD_EXPIRY_QUEUE.name)).toBe(1);
        await first.close();

        second = await startTestServer(env, { database });
        const reminders = () =>
          database.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.propertyId, ad.id), eq(notifications.type, 'adExpiring')));
        await eventually(async () => (await reminders()).length === 1, 'the queued expiry job ran');
        await second.deps.jobs.send(AD_EXPIRY_QUEUE, [{ data: {} }]);
        await jobsSettled(database.db);
        expect(await reminders()).toHaveLength(1);
      } finally {
        await second?.close();
        await database.close();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
