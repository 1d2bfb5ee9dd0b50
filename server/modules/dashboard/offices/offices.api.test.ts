import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as staffOffices from '#contract/endpoints/dashboard/offices.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as officeApi from '#contract/endpoints/offices.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { properties } from '#server/db/schema/index.js';
import { joinOffice, openOffice as openTestOffice } from '#server/test/support/clients/test-offices.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { adminEnv, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The back-office's offices (ADR 0039, "The back-office"): listing and reading them, approving one
 * pending review, suspending one (its live ads leave the site) and reinstating it (exactly those
 * come back), each refused without its `Offices.*` permission.
 */

let world: ServerWithAuthorities;
let server: TestServer;
let lookups: Lookups;
let adminToken: string;
let falSerial = 0;

const newFal = () => `11008${String(Date.now() % 10_000).padStart(4, '0')}${String((falSerial += 1))}`;

/** An office opened by a verified owner, with an agent who joined by invitation. */
async function openOffice(holder: 'individual' | 'establishment' = 'individual') {
  const falNumber = newFal();
  const nameEn = `Oasis Realty ${falNumber}`;
  const office = await openTestOffice(world, {
    holder,
    falNumber,
    expiryDate: '2031-01-01',
    nameAr: `مكتب الواحة ${falNumber}`,
    nameEn,
  });
  const agent = await joinOffice(server, office);
  return { id: office.id, owner: office.owner, agent, falNumber, nameEn };
}

/** An ad the agent posts for their office, published at once (moderation is off here). */
async function publishedAd(agent: SignedIn): Promise<number> {
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

const adRow = async (id: number) =>
  (await server.deps.db.select().from(properties).where(eq(properties.id, id)))[0];
const setAdStatus = (id: number, status: 'pending' | 'archived') =>
  server.deps.db.update(properties).set({ status }).where(eq(properties.id, id));
const shownPublicly = async (id: number) => {
  const details = await server.send(catalogue.getProperty, { params: { id } });
  const search = await server.send(catalogue.listResidences, { query: { PageSize: 100 } });
  return {
    details: details.status,
    inSearch: search.body.data.some((item) => item.id === id),
  };
};

const suspend = (id: number, reason: unknown, token = adminToken) =>
  server.send(
    staffOffices.suspendOffice,
    { params: { id }, body: { reason } as { reason: string } },
    { token },
  );
const reinstate = (id: number, token = adminToken) =>
  server.send(staffOffices.reinstateOffice, { params: { id } }, { token });
const readOffice = (id: number, token = adminToken) =>
  server.send(staffOffices.getOffice, { params: { id } }, { token, language: 'en' });

beforeAll(async () => {
  world = await startWithAuthorities({ ...adminEnv, MODERATION: 'off' });
  ({ server } = world);
  lookups = await loadLookups(server);
  adminToken = await loginAdmin(server);
});
afterAll(() => world.close());

describe('offices in the back-office', () => {
  it('lists offices filtered by status, licence state and a name or FAL number, and shows one with members masked and a filter of its ads', async () => {
    const office = await openOffice();
    const adId = await publishedAd(office.agent);
    const list = (query: Record<string, string>) =>
      server.send(staffOffices.listOffices, { query }, { token: adminToken });

    const byFal = await list({ Query: office.falNumber });
    expect(byFal.status).toBe(200);
    expect(byFal.body.data.map((item) => item.id)).toEqual([office.id]);
    expect(byFal.body.data[0]).toMatchObject({
      status: 'active',
      falState: 'valid',
      suspensionReason: null,
      membersCount: 2,
    });
    expect((await list({ Query: office.nameEn.slice(0, 18), Status: 'active' })).body.data).toContainEqual(
      expect.objectContaining({ id: office.id }),
    );
    expect((await list({ Query: office.falNumber, Status: 'suspended' })).body.data).toEqual([]);
    expect((await list({ Query: office.falNumber, LicenceState: 'expired' })).body.data).toEqual([]);
    expect((await list({ Query: office.falNumber, LicenceState: 'valid' })).body.totalDataCount).toBe(1);

    const detail = await readOffice(office.id);
    expect(detail.status).toBe(200);
    expect(detail.body.members.map((member) => member.role)).toEqual(['owner', 'agent']);
    expect(detail.body.ads).toEqual([{ status: 'published', count: 1 }]);
    expect(detail.body.events.map((event) => event.action)).toEqual(['joined', 'invited', 'created']);
    const text = JSON.stringify(detail.body);
    for (const person of [office.owner, office.agent]) expect(text).not.toContain(person.e164.slice(4));
    expect(detail.body.members[1]?.phone).toMatch(/^\+966•+\d\d$/);
    const officeAds = await server.send(
      moderation.listModeratedProperties,
      { query: { OfficeId: office.id } },
      { token: adminToken },
    );
    expect(officeAds.body.data.map((ad) => ad.id)).toEqual([adId]);
  });

  it('refuses bad input with a localized 422 and an unknown office with a 404', async () => {
    for (const query of [
      { Status: 'closed' },
      { LicenceState: 'lost' },
      { PageSize: '0' },
      { SortBy: 'x' },
    ]) {
      const answer = await server.send(staffOffices.listOffices, { query } as never, {
        token: adminToken,
        language: 'ar',
      });
      expect(answer.status).toBe(422);
      expect(answer.error.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await readOffice(2_000_000_000)).status).toBe(404);
    expect(
      (await server.call('GET', '/api/dashboard/offices/abc', undefined, { token: adminToken })).status,
    ).toBe(422);
    const office = await openOffice();
    for (const reason of [undefined, '', '  ', 'no', 'x'.repeat(501), 42]) {
      const answer = await suspend(office.id, reason);
      expect(answer.status, String(reason)).toBe(422);
    }
    expect((await suspend(2_000_000_000, 'Fake licence documents')).status).toBe(404);
    expect((await reinstate(office.id)).status).toBe(409);
  });

  it('refuses every action without its Offices permission, and a signed-out caller', async () => {
    const office = await openOffice('establishment');
    const other = await staffWith(server, adminToken, ['Properties.ReadList', 'Users.Read', 'Agents.Update']);
    const reader = await staffWith(server, adminToken, ['Offices.ReadList', 'Offices.Read']);
    for (const token of [other.token, reader.token]) {
      expect(
        (await server.send(staffOffices.approveOffice, { params: { id: office.id } }, { token })).status,
      ).toBe(403);
      expect((await suspend(office.id, 'Complaints from clients', token)).status).toBe(403);
      expect((await reinstate(office.id, token)).status).toBe(403);
    }
    expect((await server.send(staffOffices.listOffices, { query: {} }, { token: other.token })).status).toBe(
      403,
    );
    expect((await readOffice(office.id, other.token)).status).toBe(403);
    expect(
      (await server.send(staffOffices.listVerificationQueue, { query: {} }, { token: other.token })).status,
    ).toBe(403);
    expect((await readOffice(office.id, reader.token)).status).toBe(200);
    expect((await server.call('GET', '/api/dashboard/offices')).status).toBe(401);
    expect((await readOffice(office.id)).body.status).toBe('pendingReview');
  });

  it('approves an office pending review once: it becomes active, audited in both logs', async () => {
    const office = await openOffice('establishment');
    const approver = await staffWith(server, adminToken, ['Offices.Approve']);
    const approved = await server.send(
      staffOffices.approveOffice,
      { params: { id: office.id } },
      { token: approver.token },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('active');
    expect(approved.body.events[0]).toMatchObject({ action: 'approved', actor: approver.email });
    expect((await server.send(officeApi.getOffice, { params: { id: office.id } })).status).toBe(200);
    const again = await server.send(
      staffOffices.approveOffice,
      { params: { id: office.id } },
      { token: adminToken },
    );
    expect(again.status).toBe(409);
    const logged = await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Offices', ResourceId: String(office.id) } },
      { token: adminToken },
    );
    expect(logged.body.data.map((entry) => entry.action)).toEqual(['approve']);
  });

  it('suspends an office with a reason: its live ads leave search and details; reinstating brings back exactly those', async () => {
    const office = await openOffice();
    const published = await publishedAd(office.agent);
    const pending = await publishedAd(office.agent);
    await setAdStatus(pending, 'pending');
    const archived = await publishedAd(office.agent);
    await setAdStatus(archived, 'archived');
    const outside = await publishedAd(await signIn(server));
    expect(await shownPublicly(published)).toEqual({ details: 200, inSearch: true });

    const suspender = await staffWith(server, adminToken, ['Offices.Update']);
    const suspended = await suspend(office.id, '  Fake licence documents  ', suspender.token);
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ status: 'suspended', suspensionReason: 'staff' });
    expect(suspended.body.events[0]).toMatchObject({
      action: 'suspendedByStaff',
      actor: suspender.email,
      reason: 'Fake licence documents',
    });
    expect(await shownPublicly(published)).toEqual({ details: 404, inSearch: false });
    for (const id of [published, pending]) {
      expect(await adRow(id)).toMatchObject({ status: 'suspended', suspensionReason: 'officeSuspended' });
    }
    expect((await adRow(archived))?.status).toBe('archived');
    expect((await adRow(outside))?.status).toBe('published');
    const owned = await server.send(
      catalogue.getProperty,
      { params: { id: published } },
      { token: office.agent.token },
    );
    expect(owned.body).toMatchObject({ suspensionReason: 'officeSuspended', office: { licensed: false } });
    expect((await suspend(office.id, 'Again')).status).toBe(409);
    // Nothing of the office's reaches the site while it is suspended: no new ad, no edit sending one back.
    const draft = await server.send(
      catalogue.saveResidence,
      { body: residenceBody(lookups) },
      { token: office.agent.token },
    );
    const sent = await server.send(
      catalogue.submitProperty,
      { params: { id: draft.body.id } },
      { token: office.agent.token, language: 'en' },
    );
    expect(sent.status).toBe(409);
    expect(sent.error.message).toBe(
      'The office this ad is posted for is suspended: it cannot be sent or renewed until the office is active again',
    );
    const edited = await server.send(
      catalogue.saveResidence,
      { body: { ...residenceBody(lookups), id: published } },
      { token: office.agent.token, language: 'en' },
    );
    expect(edited.status).toBe(409);
    expect(edited.error.message).toBe(
      'Manzil suspended the office this ad was posted for: it cannot be changed until the office is reinstated',
    );

    const reinstated = await reinstate(office.id, suspender.token);
    expect(reinstated.status).toBe(200);
    expect(reinstated.body).toMatchObject({ status: 'active', suspensionReason: null });
    expect(reinstated.body.events.map((event) => event.action).slice(0, 2)).toEqual([
      'reinstated',
      'suspendedByStaff',
    ]);
    expect(await adRow(published)).toMatchObject({ status: 'published', suspensionReason: null });
    expect(await adRow(pending)).toMatchObject({ status: 'pending', suspensionReason: null });
    expect((await adRow(archived))?.status).toBe('archived');
    expect(await shownPublicly(published)).toEqual({ details: 200, inSearch: true });
    expect((await reinstate(office.id)).status).toBe(409);

    const logged = await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Offices', ResourceId: String(office.id) } },
      { token: adminToken },
    );
    expect(logged.body.data.map((entry) => entry.action)).toEqual(['reinstate', 'suspend']);
    expect(logged.body.data[1]?.after).toMatchObject({
      status: 'suspended',
      reason: 'Fake licence documents',
    });
  });

  it('reinstates an office suspended while pending review to pending review; a reason loses its direction controls', async () => {
    const office = await openOffice('establishment');
    const suspended = await suspend(office.id, '\u202eDocuments\u202c do not match');
    expect(suspended.body.status).toBe('suspended');
    expect(suspended.body.events[0]).toMatchObject({
      action: 'suspendedByStaff',
      reason: 'Documents do not match',
    });
    expect((await reinstate(office.id)).body.status).toBe('pendingReview');
  });
});
