import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import { agents, properties as propertiesTable } from '#server/db/schema/index.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { carriesPhone } from '#server/test/support/readers/phone-digits.js';
import { newSaudiMobile, signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

let owner: SignedIn;
let visitor: SignedIn;
let ownAd: number;
let agentAd: number;
const ownerWhatsapp = newSaudiMobile().e164;
const agentPhone = newSaudiMobile().e164;
const agentWhatsapp = newSaudiMobile().e164;

const server = useTestServer({ MODERATION: 'off' });
beforeAll(async () => {
  const l = await loadLookups(server);
  [owner, visitor] = await Promise.all([signIn(server), signIn(server)]);
  await server.send(account.updateProfile, { body: { whatsapp: ownerWhatsapp } }, { token: owner.token });
  ownAd = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
  agentAd = (await createAd(server, owner.token, 'industry', industryBody(l))).id;
  const [agent] = await server.deps.db
    .insert(agents)
    .values({
      fullNameAr: 'خالد الدوسري',
      fullNameEn: 'Khalid Al Dosari',
      phoneNumber: agentPhone,
      whatsapp: agentWhatsapp,
      languages: ['ar'],
    })
    .returning();
  await server.deps.db
    .update(propertiesTable)
    .set({ agentId: agent?.id })
    .where(eq(propertiesTable.id, agentAd));
});

const detail = (id: number, token?: string) =>
  server.send(properties.getProperty, { params: { id } }, { token, language: 'ar' });

describe('an ad’s numbers: both gated behind sign-in, or neither (ADR 0024)', () => {
  it('signed out, a private owner’s ad carries neither the phone nor the WhatsApp number', async () => {
    const answer = await detail(ownAd);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ contactPhone: null, whatsapp: null, hasWhatsapp: true });
    const text = JSON.stringify(answer.body);
    expect(carriesPhone(text, owner.e164)).toBe(false);
    expect(carriesPhone(text, ownerWhatsapp)).toBe(false);
  });

  it('signed out, an agent’s ad carries none of the agent’s numbers, in its fields or its agent', async () => {
    const answer = await detail(agentAd);
    expect(answer.body).toMatchObject({
      contactPhone: null,
      whatsapp: null,
      hasWhatsapp: true,
      agent: { fullName: 'خالد الدوسري' },
    });
    expect(answer.body.agent).not.toHaveProperty('phoneNumber');
    expect(answer.body.agent).not.toHaveProperty('whatsapp');
    const text = JSON.stringify(answer.body);
    expect(carriesPhone(text, agentPhone)).toBe(false);
    expect(carriesPhone(text, agentWhatsapp)).toBe(false);
  });

  it('signed in, a visitor gets both numbers of either ad', async () => {
    expect((await detail(ownAd, visitor.token)).body).toMatchObject({
      contactPhone: owner.e164,
      whatsapp: ownerWhatsapp,
    });
    expect((await detail(agentAd, visitor.token)).body).toMatchObject({
      contactPhone: agentPhone,
      whatsapp: agentWhatsapp,
    });
  });

  it('an ad whose advertiser has no WhatsApp says so to everyone, so no one is sent to sign in for it', async () => {
    await server.send(account.updateProfile, { body: { whatsapp: null } }, { token: owner.token });
    expect((await detail(ownAd)).body).toMatchObject({ whatsapp: null, hasWhatsapp: false });
    expect((await detail(ownAd, visitor.token)).body).toMatchObject({
      contactPhone: owner.e164,
      whatsapp: null,
      hasWhatsapp: false,
    });
    await server.send(account.updateProfile, { body: { whatsapp: ownerWhatsapp } }, { token: owner.token });
  });

  it('the digit check finds a number however it is written', () => {
    const e164 = '+966551234567';
    for (const form of ['+966551234567', '0551234567', '055 123 4567', '٠٥٥١٢٣٤٥٦٧', '966-55-123-4567']) {
      expect(carriesPhone(`{"x":"${form}"}`, e164)).toBe(true);
    }
    expect(carriesPhone('{"id":55123,"price":4567}', e164)).toBe(false);
  });
});
