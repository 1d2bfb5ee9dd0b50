import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogue from '#contract/endpoints/properties.js';
import { notifications, officeEvents, offices, properties } from '#server/db/schema/index.js';
import { OFFICE_LICENCE_RECHECK_QUEUE } from '#server/modules/offices/index.js';
import { joinOffice, openOffice } from '#server/test/support/clients/test-offices.js';
import type { SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import type { FakeRega } from '#server/test/support/fakes/fake-rega.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The FAL re-check (ADR 0039): an office whose licence lapses is suspended with its live ads (their
 * owners told), and made active again when the authority says the licence is valid.
 */

let world: ServerWithAuthorities;
let rega: FakeRega;
let server: TestServer;
let lookups: Lookups;
const DAY_SECONDS = 24 * 3600;

async function runRecheck() {
  await server.deps.jobs.send(OFFICE_LICENCE_RECHECK_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}

/** An office with a published ad posted for it by its agent. */
async function officeWithAd(falNumber: string) {
  const office = await openOffice(world, {
    falNumber,
    expiryDate: '2031-01-01',
    nameAr: 'مكتب الواحة',
    nameEn: 'Oasis Realty',
  });
  const agent = await joinOffice(server, office);
  const adId = await publishedAdOf(agent);
  return { officeId: office.id, agent, adId };
}

async function publishedAdOf(agent: SignedIn): Promise<number> {
  const saved = await server.send(
    catalogue.saveResidence,
    { body: residenceBody(lookups) },
    { token: agent.token },
  );
  const sent = await server.send(
    catalogue.submitProperty,
    { params: { id: saved.body.id } },
    { token: agent.token },
  );
  expect(sent.status).toBe(200);
  return saved.body.id;
}

const officeRow = async (id: number) =>
  (await server.deps.db.select().from(offices).where(eq(offices.id, id)))[0];
const adRow = async (id: number) =>
  (await server.deps.db.select().from(properties).where(eq(properties.id, id)))[0];

beforeAll(async () => {
  world = await startWithAuthorities({ MODERATION: 'off' });
  ({ server, rega } = world);
  lookups = await loadLookups(server);
});
afterAll(() => world.close());

describe('the FAL licence re-check', () => {
  it('suspends an office whose licence was cancelled, with its live ads, and restores it when valid again', async () => {
    const falNumber = '1100777001';
    const { officeId, agent, adId } = await officeWithAd(falNumber);
    expect((await adRow(adId))?.status).toBe('published');

    // Asked again only once the answer is a day old.
    rega.falLicences.set(falNumber, { status: 'CANCELLED' });
    await runRecheck();
    expect((await officeRow(officeId))?.status).toBe('active');

    server.clock.advance(DAY_SECONDS + 1);
    await runRecheck();
    expect(await officeRow(officeId)).toMatchObject({ status: 'suspended', falState: 'cancelled' });
    expect(await adRow(adId)).toMatchObject({ status: 'suspended', suspensionReason: 'officeLicenceLapsed' });
    const [notice] = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, agent.userId));
    expect(notice?.type).toBe('adSuspended');
    const public404 = await server.send(catalogue.getProperty, { params: { id: adId } });
    expect(public404.status).toBe(404);

    rega.falLicences.set(falNumber, {
      status: 'ACTIVE',
      expiryDate: '2032-01-01',
      holder: { type: 'individual' },
    });
    server.clock.advance(DAY_SECONDS + 1);
    await runRecheck();
    expect(await officeRow(officeId)).toMatchObject({ status: 'active', falState: 'valid' });
    const actions = await server.deps.db
      .select({ action: officeEvents.action })
      .from(officeEvents)
      .where(eq(officeEvents.officeId, officeId))
      .orderBy(asc(officeEvents.id));
    expect(actions.map((event) => event.action).slice(-2)).toEqual(['suspended', 'restored']);
  });

  it('suspends at once a licence whose expiry date has passed, and leaves offices alone when the authority is down', async () => {
    const falNumber = '1100777002';
    const { officeId, adId } = await officeWithAd(falNumber);
    rega.falLicences.set(falNumber, 'error500');
    server.clock.advance(DAY_SECONDS + 1);
    await runRecheck();
    expect((await officeRow(officeId))?.status).toBe('active');
    expect((await adRow(adId))?.status).toBe('published');

    rega.falLicences.set(falNumber, { status: 'ACTIVE', expiryDate: '2020-01-01' });
    server.clock.advance(DAY_SECONDS + 1);
    await runRecheck();
    expect(await officeRow(officeId)).toMatchObject({ status: 'suspended', falState: 'expired' });
    expect((await adRow(adId))?.suspensionReason).toBe('officeLicenceLapsed');
  });
});
