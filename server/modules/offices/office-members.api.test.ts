import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as officeApi from '#contract/endpoints/offices.js';
import * as paymentsApi from '#contract/endpoints/payments.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { officeAccess, officeRoles, type OfficeAction, type OfficeRole } from '#contract/offices.js';
import { officeEvents, officeMembers, properties } from '#server/db/schema/index.js';
import { invitationTokenIn } from '#server/test/support/clients/office-invitations.js';
import { logoForm } from '#server/test/support/clients/office-logo.js';
import { joinOffice, openOffice } from '#server/test/support/clients/test-offices.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { verifyIdentity } from '#server/test/support/clients/verified-identity.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import type { FakeNafath } from '#server/test/support/fakes/fake-nafath.js';
import type { FakeRega } from '#server/test/support/fakes/fake-rega.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * An office's people (docs/decisions/0039-brokerage-offices.md): invitations by SMS link to one number,
 * roles, leaving and removing, every change audited; and the role matrix, walked from the access table
 * (`officeAccess`) so that a new action or role is covered by itself.
 */

let world: ServerWithAuthorities;
let nafath: FakeNafath;
let rega: FakeRega;
let server: TestServer;
let serial = 0;
let lookups: Lookups;

/** A signed-in, verified owner of a new active office. */
async function newOffice(): Promise<{ owner: SignedIn; officeId: number }> {
  const office = await openOffice(world);
  return { owner: office.owner, officeId: office.id };
}

const invite = (who: SignedIn, officeId: number, phoneNumber: string, role: 'manager' | 'agent') =>
  server.send(
    officeApi.inviteMember,
    { params: { id: officeId }, body: { phoneNumber, role } },
    { token: who.token, language: 'en' },
  );

const invitationTokenTo = (e164: string) => invitationTokenIn(server.deps.config.sms.outboxFile, e164);

/** Someone invited into the office with `role` by `inviter`, who accepted. */
const member = (officeId: number, inviter: SignedIn, role: 'manager' | 'agent') =>
  joinOffice(server, { id: officeId, owner: inviter }, role);

/** A new draft ad of `who`'s (posted for their office when they belong to one). */
async function draftBy(who: SignedIn): Promise<number> {
  const saved = await server.send(
    catalogue.saveResidence,
    { body: residenceBody(lookups) },
    { token: who.token },
  );
  expect(saved.status).toBe(200);
  return saved.body.id;
}

const membersOf = (officeId: number) =>
  server.deps.db
    .select({ userId: officeMembers.userId, role: officeMembers.role })
    .from(officeMembers)
    .where(eq(officeMembers.officeId, officeId));

beforeAll(async () => {
  world = await startWithAuthorities();
  ({ server, nafath, rega } = world);
  lookups = await loadLookups(server);
  // Buying the office a credit package opens a checkout on the development gateway.
  await insertPaymentSettings(server.deps.db, server.clock.now());
});
afterAll(() => world.close());

describe('invitations', () => {
  it('sends a link by SMS that the invited number opens and accepts, once', async () => {
    const { owner, officeId } = await newOffice();
    const person = await signIn(server);
    const invited = await invite(owner, officeId, person.e164.replace('+966', '0'), 'agent');
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ role: 'agent', state: 'pending' });
    expect(invited.body.phone).not.toContain(person.e164.slice(-6, -2));
    const sms = (await readFile(server.deps.config.sms.outboxFile, 'utf8')).trim().split('\n').at(-1) ?? '';
    expect(sms).toContain('Dar Realty invites you to join its office on Manzil as agent');

    const token = await invitationTokenTo(person.e164);
    const preview = await server.send(
      officeApi.getInvitation,
      { query: { token } },
      { token: person.token, language: 'ar' },
    );
    expect(preview.body).toMatchObject({ officeId, officeName: 'مكتب الدار', role: 'agent' });
    const accepted = await server.send(
      officeApi.acceptInvitation,
      { body: { token } },
      { token: person.token },
    );
    expect(accepted.body).toMatchObject({ role: 'agent', office: { id: officeId } });
    const again = await server.send(
      officeApi.acceptInvitation,
      { body: { token } },
      { token: person.token, language: 'en' },
    );
    expect(again.status).toBe(422);
    expect(again.error.errors?.token).toEqual(['This invitation has already been used']);

    const actions = await server.deps.db
      .select({ action: officeEvents.action })
      .from(officeEvents)
      .where(eq(officeEvents.officeId, officeId))
      .orderBy(asc(officeEvents.id));
    expect(actions.map((event) => event.action)).toEqual(['created', 'invited', 'joined']);
  });

  it('is for the number invited only, and refuses links withdrawn or past seven days', async () => {
    const { owner, officeId } = await newOffice();
    const [invitedPerson, someoneElse] = await Promise.all([signIn(server), signIn(server)]);
    const invited = await invite(owner, officeId, invitedPerson.e164, 'agent');
    const token = await invitationTokenTo(invitedPerson.e164);
    const stranger = await server.send(
      officeApi.acceptInvitation,
      { body: { token } },
      { token: someoneElse.token, language: 'en' },
    );
    expect(stranger.status).toBe(403);
    expect(stranger.error.message).toMatch(/sent to another number/);

    const revoked = await server.send(
      officeApi.revokeInvitation,
      { params: { id: officeId, invitationId: invited.body.id } },
      { token: owner.token },
    );
    expect(revoked.status).toBe(204);
    const afterRevoke = await server.send(
      officeApi.acceptInvitation,
      { body: { token } },
      { token: invitedPerson.token, language: 'en' },
    );
    expect(afterRevoke.error.errors?.token).toEqual(['The office withdrew this invitation']);

    await invite(owner, officeId, invitedPerson.e164, 'agent');
    const fresh = await invitationTokenTo(invitedPerson.e164);
    server.clock.advance(7 * 24 * 3600);
    const late = await signIn(server, invitedPerson.e164);
    const expired = await server.send(
      officeApi.acceptInvitation,
      { body: { token: fresh } },
      { token: late.token, language: 'en' },
    );
    expect(expired.error.errors?.token).toEqual([
      'This invitation has expired; ask the office for a new one',
    ]);
    expect((await membersOf(officeId)).length).toBe(1);
  });

  it('refuses a person already in another office, and inviting one already in this one', async () => {
    const first = await newOffice();
    const second = await newOffice();
    const agent = await member(first.officeId, first.owner, 'agent');
    expect((await invite(second.owner, second.officeId, agent.e164, 'agent')).status).toBe(201);
    const token = await invitationTokenTo(agent.e164);
    const joined = await server.send(
      officeApi.acceptInvitation,
      { body: { token } },
      { token: agent.token, language: 'en' },
    );
    expect(joined.status).toBe(409);
    expect(joined.error.message).toBe('You already belong to an office; leave it first to open another');
    const twice = await invite(first.owner, first.officeId, agent.e164, 'manager');
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe('This person already belongs to this office');
  });

  it('allows an office 20 invitations a day (each is an SMS)', async () => {
    const { owner, officeId } = await newOffice();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const person = `+9665${String(70_000_000 + (serial += 1) * 37).padStart(8, '0')}`;
      statuses.push((await invite(owner, officeId, person, 'agent')).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('members', () => {
  it('changes a role, removes a member, and lets one leave; the owner stays', async () => {
    const { owner, officeId } = await newOffice();
    const agent = await member(officeId, owner, 'agent');
    const promoted = await server.send(
      officeApi.changeMemberRole,
      { params: { id: officeId, userId: agent.userId }, body: { role: 'manager' } },
      { token: owner.token },
    );
    expect(promoted.body.members.find((one) => one.userId === agent.userId)?.role).toBe('manager');
    const ownerOut = await server.send(
      officeApi.removeMember,
      { params: { id: officeId, userId: owner.userId } },
      { token: owner.token, language: 'en' },
    );
    expect(ownerOut.status).toBe(409);
    expect(ownerOut.error.message).toBe(
      'The office’s owner cannot leave or be removed; hand the office over to a manager first',
    );
    const left = await server.send(
      officeApi.removeMember,
      { params: { id: officeId, userId: agent.userId } },
      { token: agent.token },
    );
    expect(left.status).toBe(204);
    expect(await membersOf(officeId)).toEqual([{ userId: owner.userId, role: 'owner' }]);
    const events = await server.deps.db
      .select({ action: officeEvents.action, subject: officeEvents.subjectUserId })
      .from(officeEvents)
      .where(eq(officeEvents.officeId, officeId))
      .orderBy(asc(officeEvents.id));
    expect(events.slice(-2)).toEqual([
      { action: 'roleChanged', subject: agent.userId },
      { action: 'left', subject: agent.userId },
    ]);
  });
});

describe('the office’s ads', () => {
  it('are posted for the office; its managers see and edit them, its agents only their own', async () => {
    const { owner, officeId } = await newOffice();
    const manager = await member(officeId, owner, 'manager');
    const [agent, colleague] = [
      await member(officeId, owner, 'agent'),
      await member(officeId, owner, 'agent'),
    ];
    const adId = await draftBy(agent);
    const [row] = await server.deps.db.select().from(properties).where(eq(properties.id, adId));
    expect(row).toMatchObject({ ownerId: agent.userId, officeId });
    const shown = await server.send(catalogue.getProperty, { params: { id: adId } }, { token: agent.token });
    expect(shown.body.office).toMatchObject({ id: officeId, name: 'مكتب الدار', licensed: true });

    const listed = async (who: SignedIn) =>
      (await server.send(catalogue.listOwnProperties, { query: {} }, { token: who.token })).body.data.map(
        (ad) => ad.id,
      );
    expect(await listed(manager)).toContain(adId);
    expect(await listed(owner)).toContain(adId);
    expect(await listed(colleague)).not.toContain(adId);

    const edit = (who: SignedIn) =>
      server.send(
        catalogue.saveResidence,
        { body: residenceBody(lookups, { id: adId, price: 2_100_000 }) },
        { token: who.token },
      );
    expect((await edit(manager)).status).toBe(200);
    expect((await edit(colleague)).status).toBe(404);
    const outsider = await signIn(server);
    expect((await draftBy(outsider)) > 0).toBe(true);
    const [outsiders] = await server.deps.db
      .select({ officeId: properties.officeId })
      .from(properties)
      .where(eq(properties.ownerId, outsider.userId));
    expect(outsiders?.officeId).toBeNull();
  });

  it('stay with the office when their agent leaves: its owner holds them', async () => {
    const { owner, officeId } = await newOffice();
    const agent = await member(officeId, owner, 'agent');
    const adId = await draftBy(agent);
    const left = await server.send(
      officeApi.removeMember,
      { params: { id: officeId, userId: agent.userId } },
      { token: agent.token },
    );
    expect(left.status).toBe(204);
    const [row] = await server.deps.db.select().from(properties).where(eq(properties.id, adId));
    expect(row).toMatchObject({ ownerId: owner.userId, officeId });
    // The agent's own ads from before, or after, are theirs alone.
    const later = await draftBy(agent);
    const [mine] = await server.deps.db.select().from(properties).where(eq(properties.id, later));
    expect(mine).toMatchObject({ ownerId: agent.userId, officeId: null });
  });
});

/**
 * The role matrix: every office action of `officeAccess` tried by each role and by an outsider, on a
 * fresh office each time; an allowed role succeeds, any other is refused (403, or 404 outside the
 * office) with nothing changed.
 */
describe('the role matrix', () => {
  type Cast = Record<OfficeRole | 'outsider', SignedIn> & {
    officeId: number;
    target: Record<string, SignedIn>;
    /** The target manager's own FAL licence, which a hand-over gives the office. */
    targetFal: string;
  };

  async function cast(): Promise<Cast> {
    const { owner, officeId } = await newOffice();
    const manager = await member(officeId, owner, 'manager');
    const agent = await member(officeId, owner, 'agent');
    const targetAgent = await member(officeId, owner, 'agent');
    const targetManager = await member(officeId, owner, 'manager');
    const targetIdNumber = await verifyIdentity(server, nafath, targetManager);
    const targetFal = `17${String((serial += 1)).padStart(8, '0')}`;
    rega.falLicences.set(targetFal, { status: 'ACTIVE', holder: { id: targetIdNumber, type: 'individual' } });
    return {
      targetFal,
      owner,
      manager,
      agent,
      outsider: await signIn(server),
      officeId,
      target: { agent: targetAgent, manager: targetManager },
    };
  }

  /** One try of the action by `who`: the answer's status. */
  async function attempt(action: OfficeAction, c: Cast, who: SignedIn): Promise<number> {
    const params = { id: c.officeId };
    const token = { token: who.token };
    switch (action) {
      case 'inviteAgent':
      case 'inviteManager': {
        const person = `+9665${String(60_000_000 + (serial += 1) * 41).padStart(8, '0')}`;
        const role = action === 'inviteAgent' ? 'agent' : 'manager';
        return (
          await server.send(officeApi.inviteMember, { params, body: { phoneNumber: person, role } }, token)
        ).status;
      }
      case 'seeInvitations':
        return (await server.send(officeApi.listInvitations, { params }, token)).status;
      case 'revokeInvitation': {
        const made = await invite(
          c.owner,
          c.officeId,
          `+9665${String(50_000_000 + (serial += 1) * 43)}`,
          'agent',
        );
        const invitationId = made.body.id;
        return (await server.send(officeApi.revokeInvitation, { params: { ...params, invitationId } }, token))
          .status;
      }
      case 'changeRole':
        return (
          await server.send(
            officeApi.changeMemberRole,
            { params: { ...params, userId: c.target.agent!.userId }, body: { role: 'manager' } },
            token,
          )
        ).status;
      case 'removeAgent':
      case 'removeManager': {
        const target = c.target[action === 'removeAgent' ? 'agent' : 'manager']!;
        return (
          await server.send(officeApi.removeMember, { params: { ...params, userId: target.userId } }, token)
        ).status;
      }
      case 'editOfficeAds': {
        const adId = await draftBy(c.target.agent!);
        const edited = await server.send(
          catalogue.saveResidence,
          { body: residenceBody(lookups, { id: adId, price: 1_234_000 }) },
          token,
        );
        return edited.status;
      }
      case 'leave':
        return (
          await server.send(officeApi.removeMember, { params: { ...params, userId: who.userId } }, token)
        ).status;
      case 'handOver':
        return (
          await server.send(
            officeApi.handOverOffice,
            { params, body: { userId: c.target.manager!.userId, falNumber: c.targetFal } },
            token,
          )
        ).status;
      case 'changeLogo':
        return (await server.send(officeApi.uploadOfficeLogo, { params, body: await logoForm() }, token))
          .status;
      case 'seeCredits':
        return (await server.send(paymentsApi.getOfficeCredits, { params }, token)).status;
      case 'spendCredits': {
        const order = { productCode: 'credits-10', officeId: c.officeId, idempotencyKey: randomUUID() };
        return (await server.send(paymentsApi.createOrder, { body: order }, token)).status;
      }
    }
  }

  it(
    'lets exactly the roles the table names act, and refuses everyone else',
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      for (const action of Object.keys(officeAccess) as OfficeAction[]) {
        for (const role of [...officeRoles, 'outsider'] as const) {
          const c = await cast();
          const status = await attempt(action, c, c[role]);
          const allowed = role !== 'outsider' && officeAccess[action].includes(role);
          // The owner's leaving is refused by a rule of its own; an ad not one's to edit is "not found".
          const refusedInside = action === 'leave' ? [409] : action === 'editOfficeAds' ? [404] : [403];
          const expected = allowed ? [200, 201, 204] : role === 'outsider' ? [404] : refusedInside;
          if (!expected.includes(status)) failures.push(`${action} by ${role}: ${String(status)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
