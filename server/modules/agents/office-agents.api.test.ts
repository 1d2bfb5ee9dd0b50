import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeAgentItem } from '#contract/agents.js';
import * as agentsApi from '#contract/endpoints/agents.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { identities, offices, users } from '#server/db/schema/index.js';
import { joinOffice, openOffice } from '#server/test/support/clients/test-offices.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { newIdNumber, verifyIdentity } from '#server/test/support/clients/verified-identity.js';
import type { FakeNafath } from '#server/test/support/fakes/fake-nafath.js';
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
 * /Agents' second list (issue 34): the people of verified offices, each with their office, its FAL
 * number and their live ads; offices that are not active, not licensed now or whose owner is not
 * verified are left out; no phone numbers.
 */

let world: ServerWithAuthorities;
let nafath: FakeNafath;
let server: TestServer;
let lookups: Lookups;
const DAY_SECONDS = 24 * 3600;

async function adOf(who: SignedIn, publish: boolean) {
  const saved = await server.send(
    catalogue.saveResidence,
    { body: residenceBody(lookups) },
    { token: who.token },
  );
  expect(saved.status).toBe(200);
  if (publish) {
    const sent = await server.send(
      catalogue.submitProperty,
      { params: { id: saved.body.id } },
      { token: who.token },
    );
    expect(sent.status).toBe(200);
  }
}

/** An office opened by a verified owner, with one agent who has two published ads and a draft. */
async function officeWithAgent(
  falNumber: string,
  options: { expiryDate?: string; establishment?: boolean } = {},
) {
  const office = await openOffice(world, {
    falNumber,
    expiryDate: options.expiryDate ?? '2031-01-01',
    holder: options.establishment ? 'establishment' : 'individual',
    nameAr: `مكتب ${falNumber}`,
    nameEn: `Office ${falNumber}`,
    idNumber: newIdNumber(),
  });
  const { owner, id: officeId } = office;
  if (options.establishment) return { officeId, owner, agent: undefined };
  const agent = await signIn(server);
  await server.deps.db.update(users).set({ fullName: 'Salem Agent' }).where(eq(users.id, agent.userId));
  await joinOffice(server, office, 'agent', { person: agent });
  await adOf(agent, true);
  await adOf(agent, true);
  await adOf(agent, false);
  return { officeId, owner, agent };
}

async function officeAgents(language: 'ar' | 'en' = 'ar'): Promise<OfficeAgentItem[]> {
  const answer = await server.send(agentsApi.listOfficeAgents, { query: { PageSize: 100 } }, { language });
  expect(answer.status).toBe(200);
  return answer.body.data;
}
const ofOffice = async (officeId: number) =>
  (await officeAgents()).filter((item) => item.office.id === officeId);

beforeAll(async () => {
  world = await startWithAuthorities({ MODERATION: 'off' });
  ({ server, nafath } = world);
  lookups = await loadLookups(server);
});
afterAll(() => world.close());

describe('the agents of verified offices', () => {
  it('lists the people of a verified office with its name, FAL number and their live ads, and no numbers', async () => {
    const { officeId, owner, agent } = await officeWithAgent('1100990001');
    const listed = await ofOffice(officeId);
    expect(listed).toEqual([
      {
        userId: owner.userId,
        fullName: expect.any(String) as string,
        role: 'owner',
        identityVerified: true,
        office: { id: officeId, name: 'مكتب 1100990001', falNumber: '1100990001' },
        liveAdsCount: 0,
      },
      {
        userId: agent?.userId,
        fullName: 'Salem Agent',
        role: 'agent',
        identityVerified: false,
        office: { id: officeId, name: 'مكتب 1100990001', falNumber: '1100990001' },
        liveAdsCount: 2,
      },
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/phone|whatsapp|\+966/i);
    const english = (await officeAgents('en')).find((item) => item.office.id === officeId);
    expect(english?.office.name).toBe('Office 1100990001');
  });

  it('names a verified agent by the name Nafath gave', async () => {
    const { officeId, agent } = await officeWithAgent('1100990002');
    if (!agent) throw new Error('no agent');
    await verifyIdentity(server, nafath, agent);
    const [identity] = await server.deps.db
      .select()
      .from(identities)
      .where(eq(identities.userId, agent.userId));
    const listed = (await ofOffice(officeId)).find((item) => item.role === 'agent');
    expect(listed).toMatchObject({ fullName: identity?.nameAr, identityVerified: true });
  });

  it('leaves out offices waiting for review, suspended, past their licence or with an unverified owner', async () => {
    const pending = await officeWithAgent('1100990003', { establishment: true });
    expect(await ofOffice(pending.officeId)).toEqual([]);

    const suspended = await officeWithAgent('1100990004');
    await server.deps.db
      .update(offices)
      .set({ status: 'suspended' })
      .where(eq(offices.id, suspended.officeId));
    expect(await ofOffice(suspended.officeId)).toEqual([]);

    const unverified = await officeWithAgent('1100990005');
    await server.deps.db.delete(identities).where(eq(identities.userId, unverified.owner.userId));
    expect(await ofOffice(unverified.officeId)).toEqual([]);

    const soon = new Date(server.clock.now().getTime() + 2 * DAY_SECONDS * 1000).toISOString().slice(0, 10);
    const lapsing = await officeWithAgent('1100990006', { expiryDate: soon });
    expect(await ofOffice(lapsing.officeId)).toHaveLength(2);
    server.clock.advance(3 * DAY_SECONDS);
    expect(await ofOffice(lapsing.officeId)).toEqual([]);
  });

  it('pages, and refuses a bad page with a 422', async () => {
    const all = await officeAgents();
    const first = await server.send(agentsApi.listOfficeAgents, { query: { PageSize: 1 } });
    expect(first.body).toMatchObject({ totalDataCount: all.length, totalPages: all.length });
    const second = await server.send(agentsApi.listOfficeAgents, { query: { PageSize: 1, PageNumber: 1 } });
    expect(second.body.data).toEqual([all[1]]);
    const bad = await server.send(agentsApi.listOfficeAgents, { query: { PageSize: 0 } });
    expect(bad.status).toBe(422);
  });
});
