import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as staffOffices from '#contract/endpoints/dashboard/offices.js';
import * as identityApi from '#contract/endpoints/identity.js';
import * as officeApi from '#contract/endpoints/offices.js';
import { OFFICE_LICENCE_RECHECK_QUEUE } from '#server/modules/offices/index.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { newIdNumber, verifyIdentity } from '#server/test/support/clients/verified-identity.js';
import { adminEnv, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';

/**
 * The verification queue (ADR 0039, "The back-office"): identity checks that failed, with an ID's
 * kind and last four digits only, and offices whose licence lapsed or that wait for review.
 */

let world: ServerWithAuthorities;
let adminToken: string;

beforeAll(async () => {
  world = await startWithAuthorities(adminEnv);
  adminToken = await loginAdmin(world.server);
});
afterAll(() => world.close());

/** Someone whose identity check Nafath refused: their ID number. */
async function refusedIdentity() {
  const { server, nafath } = world;
  const who = await signIn(server);
  const idNumber = newIdNumber('2');
  const started = await server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber } },
    { token: who.token },
  );
  expect(started.status).toBe(201);
  const transaction = nafath.transactions.find((entry) => entry.requestId === started.body.id);
  const token = await nafath.token(transaction?.transId ?? '', { status: 'REJECTED' });
  expect((await server.send(identityApi.nafathCallback, { body: { token } })).status).toBe(200);
  return { who, idNumber, requestId: started.body.id };
}

/** An office opened with an establishment's licence (pending review) or the owner's own. */
async function openOffice(falNumber: string, holder: 'individual' | 'establishment') {
  const { server, nafath, rega } = world;
  const owner = await signIn(server);
  const idNumber = await verifyIdentity(server, nafath, owner);
  rega.falLicences.set(falNumber, {
    status: 'ACTIVE',
    holder: { id: holder === 'individual' ? idNumber : '7001234567', type: holder },
  });
  const created = await server.send(
    officeApi.createOffice,
    { body: { nameAr: `مؤسسة الرمال ${falNumber}`, nameEn: `Sands ${falNumber}`, falNumber } },
    { token: owner.token },
  );
  expect(created.status).toBe(201);
  return created.body.id;
}

/** The FAL re-check finds the office's licence cancelled a day later. */
async function licenceCancelled(falNumber: string) {
  const { server, rega } = world;
  rega.falLicences.set(falNumber, { status: 'CANCELLED' });
  server.clock.advance(24 * 3600 + 1);
  await server.deps.jobs.send(OFFICE_LICENCE_RECHECK_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
  // A back-office session does not outlive the day that passed.
  adminToken = await loginAdmin(server);
}

describe('the verification queue', () => {
  it('lists failed identity checks without ID numbers, offices waiting for review and lapsed licences, newest first', async () => {
    const { server } = world;
    const refused = await refusedIdentity();
    server.clock.advance(5);
    const officeId = await openOffice('1100555001', 'establishment');
    const lapsedId = await openOffice('1100555002', 'individual');
    await licenceCancelled('1100555002');
    const reader = await staffWith(server, adminToken, ['Offices.ReadList']);

    const queue = await server.send(
      staffOffices.listVerificationQueue,
      { query: {} },
      { token: reader.token },
    );
    expect(queue.status).toBe(200);
    const [lapsed, first, second] = queue.body.data;
    expect(lapsed).toMatchObject({
      kind: 'officeLicence',
      id: String(lapsedId),
      office: { falNumber: '1100555002', falState: 'cancelled', status: 'suspended' },
    });
    expect(first).toMatchObject({ kind: 'officeReview', id: String(officeId), identity: null });
    expect(first?.office).toMatchObject({
      nameEn: 'Sands 1100555001',
      status: 'pendingReview',
      falState: 'valid',
    });
    expect(second).toMatchObject({
      kind: 'identity',
      id: refused.requestId,
      office: null,
      identity: {
        userId: refused.who.userId,
        idKind: 'resident',
        idLast4: refused.idNumber.slice(-4),
        state: 'rejected',
      },
    });
    expect(second?.identity?.phone).toMatch(/^\+966•+\d\d$/);
    const text = JSON.stringify(queue.body);
    expect(text).not.toContain(refused.idNumber);
    expect(text).not.toContain(refused.idNumber.slice(0, 6));
    expect(text).not.toContain(refused.who.e164.slice(4));

    const identities = await server.send(
      staffOffices.listVerificationQueue,
      { query: { Kind: 'identity' } },
      { token: reader.token },
    );
    expect(identities.body.data.every((item) => item.kind === 'identity')).toBe(true);
    expect(identities.body.totalDataCount).toBe(1);
    const paged = await server.send(
      staffOffices.listVerificationQueue,
      { query: { PageSize: 1, PageNumber: 1 } },
      { token: reader.token },
    );
    expect(paged.body).toMatchObject({ totalDataCount: 3, totalPages: 3, data: [{ kind: 'officeReview' }] });
  });

  it('refuses an unknown kind with a localized 422, and staff without Offices.ReadList with a 403', async () => {
    const { server } = world;
    const bad = await server.send(
      staffOffices.listVerificationQueue,
      { query: { Kind: 'passport' } } as never,
      { token: adminToken, language: 'ar' },
    );
    expect(bad.status).toBe(422);
    expect(bad.error.message).toMatch(/[\u0600-\u06FF]/);
    const other = await staffWith(server, adminToken, ['Offices.Read', 'Users.ReadList']);
    expect(
      (await server.send(staffOffices.listVerificationQueue, { query: {} }, { token: other.token })).status,
    ).toBe(403);
  });
});
