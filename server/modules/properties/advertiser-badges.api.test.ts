import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertiserBadge } from '#contract/advertiser-badges.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { offices } from '#server/db/schema/index.js';
import { joinOffice, openOffice } from '#server/test/support/clients/test-offices.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { verifyIdentity } from '#server/test/support/clients/verified-identity.js';
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
 * The advertiser's badges on an ad's card and details (issue 34): "verified identity" when its owner
 * verified through Nafath, "licensed broker" when it was posted for an active office whose FAL licence
 * is valid now.
 */

let world: ServerWithAuthorities;
let nafath: FakeNafath;
let server: TestServer;
let lookups: Lookups;
const DAY_SECONDS = 24 * 3600;

async function publishedAdOf(who: SignedIn, titleEn: string): Promise<number> {
  const saved = await server.send(
    catalogue.saveResidence,
    { body: residenceBody(lookups, { titleEn }) },
    { token: who.token },
  );
  expect(saved.status).toBe(200);
  const sent = await server.send(
    catalogue.submitProperty,
    { params: { id: saved.body.id } },
    { token: who.token },
  );
  expect(sent.status).toBe(200);
  return saved.body.id;
}

/** An office whose licence expires on `expiryDate`, and its verified agent who posted an ad for it. */
async function officeWithAd(falNumber: string, expiryDate: string) {
  const office = await openOffice(world, {
    falNumber,
    expiryDate,
    nameAr: 'مكتب الثقة',
    nameEn: 'Trust Realty',
  });
  const agent = await signIn(server);
  await verifyIdentity(server, nafath, agent);
  await joinOffice(server, office, 'agent', { person: agent });
  return { officeId: office.id, adId: await publishedAdOf(agent, `Office villa ${falNumber}`) };
}

/** The ad's badges as each public answer gives them: details, search, by ids, compare and favourites. */
async function badgesEverywhere(adId: number): Promise<AdvertiserBadge[][]> {
  // Signed in, so the list is not the cached one; afresh, as the tests move the clock past sessions.
  const viewer = await signIn(server);
  const details = await server.send(catalogue.getProperty, { params: { id: adId } });
  expect(details.status).toBe(200);
  const search = await server.send(
    catalogue.listProperties,
    { query: { PageSize: 100 } },
    { token: viewer.token },
  );
  const byIds = await server.send(catalogue.propertiesByIds, { query: { ids: String(adId) } });
  const compared = await server.send(catalogue.compareProperties, { query: { ids: String(adId) } });
  await server.send(catalogue.setFavorite, { body: { propertyId: adId } }, { token: viewer.token });
  const favourites = await server.send(
    catalogue.listFavorites,
    { query: { PageSize: 50 } },
    { token: viewer.token },
  );
  await server.send(catalogue.setFavorite, { body: { propertyId: adId } }, { token: viewer.token });
  const cards = [
    search.body.data.find((ad) => ad.id === adId),
    byIds.body.data.find((ad) => ad.id === adId),
    compared.body.data.find((ad) => ad.id === adId),
    favourites.body.data.find((ad) => ad.id === adId),
  ];
  expect(cards.every(Boolean)).toBe(true);
  return [
    details.body.advertiserBadges,
    ...cards.map((card) => card?.advertiserBadges ?? ['missing' as never]),
  ];
}

const everywhere = (badges: AdvertiserBadge[]) => Array.from({ length: 5 }, () => badges);

beforeAll(async () => {
  world = await startWithAuthorities({ MODERATION: 'off' });
  ({ server, nafath } = world);
  lookups = await loadLookups(server);
});
afterAll(() => world.close());

describe("an ad's advertiser badges", () => {
  it('has none for an unverified owner, and "verified identity" once the owner verifies', async () => {
    const owner = await signIn(server);
    const adId = await publishedAdOf(owner, 'Plain villa');
    expect(await badgesEverywhere(adId)).toEqual(everywhere([]));

    await verifyIdentity(server, nafath, owner);
    expect(await badgesEverywhere(adId)).toEqual(everywhere(['verifiedIdentity']));
  });

  it('has both on an ad of a licensed office by a verified agent', async () => {
    const { adId } = await officeWithAd('1100880001', '2031-01-01');
    expect(await badgesEverywhere(adId)).toEqual(everywhere(['verifiedIdentity', 'licensedBroker']));
  });

  it('loses "licensed broker" when the licence passes its expiry date, before any re-check', async () => {
    const soon = new Date(server.clock.now().getTime() + 2 * DAY_SECONDS * 1000).toISOString().slice(0, 10);
    const { adId } = await officeWithAd('1100880002', soon);
    expect(await badgesEverywhere(adId)).toEqual(everywhere(['verifiedIdentity', 'licensedBroker']));

    server.clock.advance(3 * DAY_SECONDS);
    expect(await badgesEverywhere(adId)).toEqual(everywhere(['verifiedIdentity']));
  });

  it('loses "licensed broker" when its office is suspended', async () => {
    const { officeId, adId } = await officeWithAd('1100880003', '2031-01-01');
    await server.deps.db.update(offices).set({ status: 'suspended' }).where(eq(offices.id, officeId));
    expect(await badgesEverywhere(adId)).toEqual(everywhere(['verifiedIdentity']));
  });
});
