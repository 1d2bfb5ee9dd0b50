import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as identityApi from '#contract/endpoints/identity.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { properties } from '#server/db/schema/index.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { newIdNumber, verifyIdentity } from '#server/test/support/clients/verified-identity.js';
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
 * Publishing needs a Nafath-verified identity (ADVERTISER_IDENTITY_REQUIRED), and an ad licence the
 * authority issued to another ID than the owner's verified one is another advertiser's, even where
 * the mobile number matches (docs/decisions/0038-identity-through-nafath.md).
 */

let world: ServerWithAuthorities;
let nafath: FakeNafath;
let rega: FakeRega;
let server: TestServer;
let l: Lookups;
let serial = 0;

/** A licence the authority says is active, issued to `who`'s mobile and to the ID `advertiserId`. */
function licence(who: SignedIn, advertiserId: string) {
  const number = `78${String((serial += 1)).padStart(8, '0')}`;
  rega.licences.set(number, {
    status: 'ACTIVE',
    mobile: who.e164,
    expiryDate: '2031-01-01',
    advertiser: { name: 'معلن', type: 'individual', id: advertiserId },
  });
  return number;
}

const verify = (who: SignedIn) => verifyIdentity(server, nafath, who);

async function draft(who: SignedIn, adLicenseNumber: string) {
  const saved = await server.send(
    catalogue.saveResidence,
    { body: residenceBody(l, { adLicenseNumber }) },
    { token: who.token, language: 'en' },
  );
  expect(saved.status).toBe(200);
  return saved.body.id;
}

const send = (who: SignedIn, id: number) =>
  server.send(catalogue.submitProperty, { params: { id } }, { token: who.token, language: 'en' });

const statusOf = async (id: number) => {
  const [row] = await server.deps.db
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.status;
};

beforeAll(async () => {
  world = await startWithAuthorities({
    ADVERTISER_IDENTITY_REQUIRED: 'true',
    AD_LICENSE_REQUIRED: 'true',
    MODERATION: 'off',
  });
  ({ server, nafath, rega } = world);
  l = await loadLookups(server);
});
afterAll(() => world.close());

describe('publishing an ad', () => {
  it('keeps an unverified owner’s ad a draft: 403 until they verify, then it is published', async () => {
    const who = await signIn(server);
    const unverified = await send(who, await draft(who, licence(who, newIdNumber())));
    expect(unverified.status).toBe(403);
    expect(unverified.error.message).toBe('Verify your identity through Nafath before publishing an ad');

    const idNumber = await verify(who);
    const id = await draft(who, licence(who, idNumber));
    expect((await send(who, id)).status).toBe(200);
    expect(await statusOf(id)).toBe('published');
    expect((await server.send(identityApi.getMyIdentity, {}, { token: who.token })).body).toMatchObject({
      requiredToPublish: true,
      identity: { idLast4: idNumber.slice(-4) },
    });
  });

  it('refuses a licence issued to another ID as another advertiser’s, though the mobile matches', async () => {
    const who = await signIn(server);
    await verify(who);
    const answer = await server.send(
      catalogue.saveResidence,
      { body: residenceBody(l, { adLicenseNumber: licence(who, newIdNumber()) }) },
      { token: who.token, language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.adLicenseNumber).toEqual([
      'This licence belongs to another advertiser; use a licence issued to you',
    ]);
    const owned = await server.deps.db.select().from(properties).where(eq(properties.ownerId, who.userId));
    expect(owned).toEqual([]);
  });

  it('lets an unverified owner save drafts, and refuses saving a published ad back out', async () => {
    const verified = await signIn(server);
    const idNumber = await verify(verified);
    const id = await draft(verified, licence(verified, idNumber));
    expect((await send(verified, id)).status).toBe(200);
    // Its identity gone (an account closed at Nafath's request, say), an edit is a new submission.
    await server.deps.db.execute(`delete from identities where user_id = '${verified.userId}'`);
    const edited = await server.send(
      catalogue.saveResidence,
      { body: residenceBody(l, { id, adLicenseNumber: licence(verified, idNumber), price: 999_000 }) },
      { token: verified.token, language: 'en' },
    );
    expect(edited.status).toBe(403);
    expect(await statusOf(id)).toBe('published');
  });
});
