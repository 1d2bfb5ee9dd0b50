import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import { openPglite, type DatabaseHandle } from '#server/db/client.js';
import { adLicenceChecks, notifications } from '#server/db/schema/index.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { LICENCE_RECHECK_QUEUE } from '#server/modules/ad-licences/recheck-queue.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startFakeRega, type FakeRega } from '#server/test/support/fakes/fake-rega.js';
import { eventually, jobsSettled, pendingJobs } from '#server/test/support/readers/jobs.js';
import { migratedPgliteImage } from '#server/test/support/servers/pglite-image.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The licence re-check job: live ads' licences are asked about again, oldest answer first and in
 * batches; an expired or cancelled one takes its ad off the site (status `suspended`) and tells the
 * owner; a licence past its expiry date does so without asking; saving the ad with a valid licence
 * renews it. The job queued by one server runs on the next one started on the same database.
 */

const HOUR = 3600;
const DAY_MS = 24 * HOUR * 1000;
let rega: FakeRega;
let serial = 0;
const newNumber = () => `77${String((serial += 1)).padStart(8, '0')}`;

beforeAll(async () => {
  rega = await startFakeRega();
});
afterAll(async () => {
  await rega.close();
});

function env(extra: Record<string, string> = {}) {
  return {
    ...rega.env(),
    AD_LICENSE_REQUIRED: 'true',
    MODERATION: 'off',
    AD_LICENSE_RECHECK_HOURS: '24',
    AD_LICENSE_RECHECK_BATCH: '2',
    ...extra,
  };
}

async function runRecheck(server: TestServer) {
  await server.deps.jobs.send(LICENCE_RECHECK_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}

/** Runs the re-check until the authority was asked about `number` (other tests' ads share the batches). */
async function recheckUntilAsked(server: TestServer, number: string) {
  rega.asked.length = 0;
  for (let run = 0; run < 10 && !rega.asked.some((question) => question.number === number); run += 1) {
    await runRecheck(server);
  }
}

function helpers(server: TestServer, l: Lookups) {
  // Access tokens last 15 minutes and the tests move the clock by days: each call refreshes first.
  const tokenOf = async (owner: SignedIn) => {
    const answer = await server.send(account.refreshToken, { body: { refreshToken: owner.refreshToken } });
    Object.assign(owner, { token: answer.body.token, refreshToken: answer.body.refreshToken });
    return owner.token;
  };
  const activeUntil = (owner: SignedIn, days: number) => {
    const number = newNumber();
    rega.licences.set(number, {
      status: 'ACTIVE',
      mobile: owner.e164,
      expiryDate: new Date(server.clock.now().getTime() + days * DAY_MS).toISOString(),
    });
    return number;
  };
  const post = async (owner: SignedIn, number: string, extra: Record<string, unknown> = {}) => {
    const answer = await server.send(
      properties.saveResidence,
      { body: residenceBody(l, { adLicenseNumber: number, ...extra }) },
      { token: await tokenOf(owner), language: 'en' },
    );
    if (answer.status !== 200) throw new Error(`save answered ${answer.status}`);
    if (extra.id !== undefined) return answer.body.id;
    const sent = await server.send(
      properties.submitProperty,
      { params: { id: answer.body.id } },
      { token: await tokenOf(owner) },
    );
    if (sent.status !== 200) throw new Error(`submit answered ${sent.status}`);
    return answer.body.id;
  };
  const asOwner = async (owner: SignedIn, id: number) =>
    (
      await server.send(
        properties.getResidence,
        { params: { id } },
        { token: await tokenOf(owner), language: 'en' },
      )
    ).body;
  const publicStatus = async (id: number) =>
    (await server.send(properties.getResidence, { params: { id } })).status;
  const suspensions = async (owner: SignedIn) =>
    (
      await server.send(
        notificationsApi.listNotifications,
        { query: {} },
        { token: await tokenOf(owner), language: 'en' },
      )
    ).body.data.filter((item) => item.type === 'adSuspended');
  return { activeUntil, post, asOwner, publicStatus, suspensions, tokenOf };
}

describe('the licence re-check', () => {
  let server: TestServer;
  let l: Lookups;
  let owner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer(env());
    l = await loadLookups(server);
    owner = await signIn(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('asks again, oldest answer first in batches, and suspends a cancelled licence’s ad, telling its owner', async () => {
    const { activeUntil, post, asOwner, publicStatus, suspensions } = helpers(server, l);
    const cancelledLater = activeUntil(owner, 400);
    const stillActive = activeUntil(owner, 400);
    const third = activeUntil(owner, 400);
    const [a, b, c] = [
      await post(owner, cancelledLater),
      await post(owner, stillActive),
      await post(owner, third),
    ];

    // Fresh answers are not asked for again.
    rega.asked.length = 0;
    await runRecheck(server);
    expect(rega.asked).toEqual([]);

    rega.licences.set(cancelledLater, { status: 'CANCELLED', mobile: owner.e164 });
    server.clock.advance(25 * HOUR);
    await runRecheck(server);
    // A batch of two, oldest first (all three were checked at once: by id).
    expect(rega.asked.map((question) => question.number)).toEqual([cancelledLater, stillActive]);

    const suspended = await asOwner(owner, a);
    expect(suspended).toMatchObject({ status: 'suspended', suspensionReason: 'licenceCancelled' });
    expect(suspended.adLicence).toMatchObject({ state: 'cancelled', verified: false });
    expect(await publicStatus(a)).toBe(404);
    const list = await server.send(properties.listResidences, { query: { PageSize: 50 } });
    expect(list.body.data.map((item) => item.id)).not.toContain(a);
    expect(list.body.data.map((item) => item.id)).toEqual(expect.arrayContaining([b, c]));

    const notices = await suspensions(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ propertyId: a, title: 'Your ad was taken down' });
    expect(notices[0]?.body).toContain('REGA cancelled the licence');
    const [stillActiveCheck] = await server.deps.db
      .select()
      .from(adLicenceChecks)
      .where(eq(adLicenceChecks.propertyId, b));
    expect(stillActiveCheck?.checkedAt.toISOString()).toBe(server.clock.now().toISOString());

    // The next run takes the rest of the batch.
    rega.asked.length = 0;
    await runRecheck(server);
    expect(rega.asked.map((question) => question.number)).toEqual([third]);
  });

  it('suspends an ad at its licence’s expiry date without asking the authority', async () => {
    const { activeUntil, post, asOwner, publicStatus, suspensions } = helpers(server, l);
    const number = activeUntil(owner, 10);
    const id = await post(owner, number);
    const before = (await suspensions(owner)).length;
    // The authority is down: the date alone decides.
    rega.licences.set(number, 'hang');
    rega.asked.length = 0;
    server.clock.advance(10 * 24 * HOUR + 60);
    // The details page already says expired, before the job runs.
    expect((await asOwner(owner, id)).adLicence).toMatchObject({ state: 'expired', verified: false });
    await runRecheck(server);
    expect(await asOwner(owner, id)).toMatchObject({
      status: 'suspended',
      suspensionReason: 'licenceExpired',
    });
    expect(await publicStatus(id)).toBe(404);
    const notices = await suspensions(owner);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]?.body).toContain('expired');
    expect(rega.asked.map((question) => question.number)).not.toContain(number);
  });

  it('lets the owner renew: an expired licence is refused, a valid one publishes the ad again', async () => {
    const { activeUntil, post, asOwner, publicStatus, tokenOf } = helpers(server, l);
    const number = activeUntil(owner, 400);
    const id = await post(owner, number);
    rega.licences.set(number, { status: 'EXPIRED', mobile: owner.e164 });
    server.clock.advance(25 * HOUR);
    await recheckUntilAsked(server, number);
    expect((await asOwner(owner, id)).status).toBe('suspended');

    const retry = await server.send(
      properties.saveResidence,
      { body: residenceBody(l, { id, adLicenseNumber: number }) },
      { token: await tokenOf(owner), language: 'en' },
    );
    expect(retry.status).toBe(422);
    expect((await asOwner(owner, id)).status).toBe('suspended');

    const renewed = activeUntil(owner, 365);
    await post(owner, renewed, { id });
    expect(await asOwner(owner, id)).toMatchObject({
      status: 'published',
      suspensionReason: null,
      adLicence: { number: renewed, verified: true },
    });
    expect(await publicStatus(id)).toBe(200);
  });

  it('with moderation on, a renewed ad goes back to review', async () => {
    const moderated = await startTestServer(env({ MODERATION: 'on' }));
    try {
      const lookups = await loadLookups(moderated);
      const someone = await signIn(moderated);
      const { activeUntil, post, asOwner } = helpers(moderated, lookups);
      const number = activeUntil(someone, 400);
      const id = await post(someone, number);
      rega.licences.set(number, { status: 'CANCELLED', mobile: someone.e164 });
      moderated.clock.advance(25 * HOUR);
      await runRecheck(moderated);
      // A pending ad holds its licence too, and leaves the review queue with it.
      expect((await asOwner(someone, id)).status).toBe('suspended');
      await post(someone, activeUntil(someone, 365), { id });
      expect((await asOwner(someone, id)).status).toBe('pending');
    } finally {
      await moderated.close();
    }
  });
});

describe('across a restart', () => {
  it(
    'a re-check queued by one server runs on the next one on the same embedded database',
    { timeout: 120_000 },
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'manzil-licence-restart-'));
      let database: DatabaseHandle | undefined;
      try {
        database = await openPglite(folder, await migratedPgliteImage());
        await seedReferenceData(database.db);
        // Without workers, as a web-only instance: the re-check is queued, not run.
        const first = await startTestServer(env({ JOBS_WORKERS: 'false' }), { database });
        const owner = await signIn(first);
        const { activeUntil, post } = helpers(first, await loadLookups(first));
        const number = activeUntil(owner, 400);
        const id = await post(owner, number);
        rega.licences.set(number, { status: 'CANCELLED', mobile: owner.e164 });
        // The answer is two days old by the next server's clock.
        await database.db
          .update(adLicenceChecks)
          .set({ checkedAt: new Date(Date.now() - 2 * DAY_MS) })
          .where(eq(adLicenceChecks.propertyId, id));
        await first.deps.jobs.send(LICENCE_RECHECK_QUEUE, [{ data: {} }]);
        expect(await pendingJobs(database.db, LICENCE_RECHECK_QUEUE.name)).toBe(1);
        const { secrets } = first.deps;
        await first.close();
        await database.close();

        database = await openPglite(folder);
        const second = await startTestServer(env(), { database, secrets });
        try {
          const db = database.db;
          await eventually(async () => {
            const rows = await db
              .select()
              .from(notifications)
              .where(and(eq(notifications.propertyId, id), eq(notifications.type, 'adSuspended')));
            return rows.length === 1;
          }, 'the queued re-check ran on the next server');
          const { asOwner } = helpers(second, await loadLookups(second));
          expect(await asOwner(owner, id)).toMatchObject({
            status: 'suspended',
            suspensionReason: 'licenceCancelled',
          });
        } finally {
          await second.close();
        }
      } finally {
        await database?.close();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
