import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import {
  adBumps,
  adPromotions,
  officeCreditEntries,
  officeCredits,
  offices,
  orders,
  properties,
} from '#server/db/schema/index.js';
import { joinOffice, openOffice, type OpenedOffice } from '#server/test/support/clients/test-offices.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startFakeMoyasar, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import {
  loadLookups,
  saveDraft,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  checkoutOf,
  insertOfficeCredits,
  insertPaymentSettings,
} from '#server/test/support/fixtures/payment-fixtures.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Office credits (docs/decisions/0041-paid-visibility.md, "Office credits"): a package bought through a
 * local server playing Moyasar adds its credits with its invoice; the owner and managers spend them on
 * a feature or a bump of the office's ads, under the balance's lock, once per key, never below zero.
 */

let moyasar: FakeMoyasar;
let world: ServerWithAuthorities;
let server: TestServer;
let lookups: Lookups;

beforeAll(async () => {
  moyasar = await startFakeMoyasar();
  world = await startWithAuthorities({ ...moyasar.env(), MODERATION: 'off' });
  server = world.server;
  moyasar.webhookUrl = `${server.url}/api/website/payments/moyasar/webhook`;
  lookups = await loadLookups(server);
  await insertPaymentSettings(server.deps.db, server.clock.now());
});
afterAll(async () => {
  await world.close();
  await moyasar.close();
});

const orderPackage = (who: SignedIn, officeId: number, productCode = 'credits-10') =>
  server.send(
    paymentsApi.createOrder,
    { body: { productCode, officeId, idempotencyKey: randomUUID() } },
    { token: who.token, language: 'en' },
  );

const spend = (
  who: SignedIn,
  officeId: number,
  propertyId: number,
  productCode: string,
  idempotencyKey = randomUUID(),
) =>
  server.send(
    paymentsApi.spendOfficeCredits,
    { params: { id: officeId }, body: { productCode, propertyId, idempotencyKey } },
    { token: who.token, language: 'en' },
  );

const creditsOf = (who: SignedIn, officeId: number, query: { PageSize?: number; PageNumber?: number } = {}) =>
  server.send(
    paymentsApi.getOfficeCredits,
    { params: { id: officeId }, query },
    { token: who.token, language: 'en' },
  );

/** The office's balance and ledger as stored. */
async function ledgerOf(officeId: number) {
  const { db } = server.deps;
  const [row] = await db.select().from(officeCredits).where(eq(officeCredits.officeId, officeId));
  const entries = await db
    .select()
    .from(officeCreditEntries)
    .where(eq(officeCreditEntries.officeId, officeId))
    .orderBy(officeCreditEntries.id);
  return { balance: row?.balance ?? 0, entries };
}

/** A package bought and paid by `who`; the webhook settles it. */
async function boughtPackage(who: SignedIn, officeId: number, productCode = 'credits-10'): Promise<string> {
  const ordered = await orderPackage(who, officeId, productCode);
  expect(ordered.status).toBe(201);
  await moyasar.pay(await checkoutOf(server.deps.db, ordered.body.id), 'paid');
  return ordered.body.id;
}

interface Cast {
  office: OpenedOffice;
  manager: SignedIn;
  agent: SignedIn;
  /** A published ad posted for the office by its agent. */
  ad: number;
}

async function cast(): Promise<Cast> {
  const office = await openOffice(world);
  const manager = await joinOffice(server, office, 'manager');
  const agent = await joinOffice(server, office, 'agent');
  const ad = await publishedAd(server, lookups, agent);
  return { office, manager, agent, ad };
}

describe('a credit package', () => {
  it('bought by a manager adds its credits with its invoice, once, and every member reads the ledger', async () => {
    const { office, manager, agent } = await cast();
    const ordered = await orderPackage(manager, office.id);
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({
      status: 'pending',
      productCode: 'credits-10',
      propertyId: null,
      officeId: office.id,
      net: 14_900,
      vat: 2_235,
      total: 17_135,
    });
    expect((await ledgerOf(office.id)).balance).toBe(0);
    await moyasar.pay(await checkoutOf(server.deps.db, ordered.body.id), 'paid');
    // The return page asks again after the webhook: nothing is added twice.
    const read = await server.send(
      paymentsApi.getOrder,
      { params: { id: ordered.body.id } },
      { token: manager.token },
    );
    expect(read.body.status).toBe('paid');
    expect(read.body.invoiceNumber).toMatch(/^INV-/);

    const stored = await ledgerOf(office.id);
    expect(stored.balance).toBe(10);
    expect(stored.entries).toHaveLength(1);
    const seen = await creditsOf(agent, office.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ balance: 10, totalDataCount: 1 });
    expect(seen.body.data[0]).toMatchObject({
      kind: 'purchase',
      delta: 10,
      balanceAfter: 10,
      productCode: 'credits-10',
      productName: 'Office package of 10 credits',
      orderId: ordered.body.id,
      propertyId: null,
    });
  });

  it('is refused to an agent (403) and to someone outside the office (404), with no order written', async () => {
    const { office, agent } = await cast();
    const outsider = await signIn(server);
    const [before] = await server.deps.db.select({ n: count() }).from(orders);
    const byAgent = await orderPackage(agent, office.id);
    expect(byAgent.status).toBe(403);
    expect((await orderPackage(outsider, office.id)).status).toBe(404);
    const withoutOffice = await server.send(
      paymentsApi.createOrder,
      { body: { productCode: 'credits-10', idempotencyKey: randomUUID() } },
      { token: office.owner.token, language: 'en' },
    );
    expect(withoutOffice.status).toBe(422);
    const [after] = await server.deps.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });

  it('is refused (409) for an office suspended or waiting for approval, with no order written', async () => {
    const { office } = await cast();
    const [before] = await server.deps.db.select({ n: count() }).from(orders);
    for (const status of ['suspended', 'pendingReview'] as const) {
      await server.deps.db.update(offices).set({ status }).where(eq(offices.id, office.id));
      const refused = await server.send(
        paymentsApi.createOrder,
        { body: { productCode: 'credits-10', officeId: office.id, idempotencyKey: randomUUID() } },
        { token: office.owner.token, language: 'en' },
      );
      expect(refused.status).toBe(409);
      expect(refused.error.message).toContain('suspended or waiting');
    }
    const [after] = await server.deps.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });
});

describe('spending credits', () => {
  it('gives a feature and a bump of an office ad, each with its ledger entry, no payment and no invoice', async () => {
    const { office, manager, ad } = await cast();
    await boughtPackage(office.owner, office.id);
    const [ordersBefore] = await server.deps.db.select({ n: count() }).from(orders);

    const featured = await spend(manager, office.id, ad, 'feature-7');
    expect(featured.status).toBe(201);
    expect(featured.body).toMatchObject({
      balance: 7,
      entry: { kind: 'feature', delta: -3, balanceAfter: 7, productCode: 'feature-7', propertyId: ad },
    });
    const [promotion] = await server.deps.db
      .select()
      .from(adPromotions)
      .where(eq(adPromotions.propertyId, ad));
    expect(promotion?.featuredUntil).not.toBeNull();

    const bumped = await spend(office.owner, office.id, ad, 'bump');
    expect(bumped.status).toBe(201);
    expect(bumped.body).toMatchObject({ balance: 6, entry: { kind: 'bump', delta: -1, balanceAfter: 6 } });
    const [bump] = await server.deps.db.select().from(adBumps).where(eq(adBumps.propertyId, ad));
    expect(bump).toMatchObject({
      creditEntryId: bumped.body.entry.id,
      orderId: null,
      userId: office.owner.userId,
    });
    const [row] = await server.deps.db.select().from(properties).where(eq(properties.id, ad));
    expect(row?.bumpedAt?.getTime()).toBe(server.clock.now().getTime());

    // A second bump the same day is refused, nothing spent.
    const again = await spend(manager, office.id, ad, 'bump');
    expect(again.status).toBe(409);
    expect(again.error.message).toMatch(/^An ad can be bumped once every 24 hours/);
    expect((await ledgerOf(office.id)).balance).toBe(6);
    const [ordersAfter] = await server.deps.db.select({ n: count() }).from(orders);
    expect(ordersAfter?.n).toBe(ordersBefore?.n);

    const ledger = await creditsOf(manager, office.id, { PageSize: 2 });
    expect(ledger.body).toMatchObject({ balance: 6, totalDataCount: 3, totalPages: 2 });
    expect(ledger.body.data.map((entry) => entry.kind)).toEqual(['bump', 'feature']);
  });

  it('answers the same key with the same spend, spent once', async () => {
    const { office, manager, ad } = await cast();
    await boughtPackage(office.owner, office.id);
    const key = randomUUID();
    const first = await spend(manager, office.id, ad, 'feature-7', key);
    const second = await spend(manager, office.id, ad, 'feature-7', key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.entry).toEqual(first.body.entry);
    const stored = await ledgerOf(office.id);
    expect(stored.balance).toBe(7);
    expect(stored.entries.filter((entry) => entry.idempotencyKey === key)).toHaveLength(1);
  });

  it('refuses a short balance, an ad not the office’s, an ad not on the site and a product not sold for credits, changing nothing', async () => {
    const { office, manager, ad } = await cast();
    await insertOfficeCredits(server.deps.db, server.clock.now(), office.id, 1);
    const stranger = await signIn(server);
    const strangersAd = await publishedAd(server, lookups, stranger);
    const draft = await saveDraft(server, manager.token, 'residence', residenceBody(lookups));
    const before = await ledgerOf(office.id);

    const short = await spend(manager, office.id, ad, 'feature-7');
    expect(short.status).toBe(409);
    expect(short.error.message).toBe('The office does not have enough credits: 3 needed, 1 left');
    const shortAr = await server.send(
      paymentsApi.spendOfficeCredits,
      {
        params: { id: office.id },
        body: { productCode: 'feature-7', propertyId: ad, idempotencyKey: randomUUID() },
      },
      { token: manager.token, language: 'ar' },
    );
    expect(shortAr.error.message).toBe('رصيد المكتب لا يكفي: المطلوب 3 والمتبقي 1');
    expect((await spend(manager, office.id, strangersAd, 'bump')).status).toBe(404);
    const notLive = await spend(manager, office.id, draft.id, 'bump');
    expect(notLive.status).toBe(409);
    expect(notLive.error.message).toBe('Only a published ad can be bumped');
    expect((await spend(manager, office.id, ad, 'credits-10')).status).toBe(404);

    expect(await ledgerOf(office.id)).toEqual(before);
    const [promotion] = await server.deps.db
      .select()
      .from(adPromotions)
      .where(eq(adPromotions.propertyId, ad));
    expect(promotion).toBeUndefined();
    const [row] = await server.deps.db.select().from(properties).where(eq(properties.id, ad));
    expect(row?.bumpedAt).toBeNull();
  });

  it('is the owner’s and managers’: an agent is refused (403), an outsider and the signed-out too, changing nothing', async () => {
    const { office, agent, ad } = await cast();
    await insertOfficeCredits(server.deps.db, server.clock.now(), office.id, 5);
    const outsider = await signIn(server);
    const before = await ledgerOf(office.id);
    const byAgent = await spend(agent, office.id, ad, 'bump');
    expect(byAgent.status).toBe(403);
    expect((await spend(outsider, office.id, ad, 'bump')).status).toBe(404);
    expect((await creditsOf(outsider, office.id)).status).toBe(404);
    const anonymous = await server.call('POST', `/api/website/offices/${office.id}/credits/spend`, {
      productCode: 'bump',
      propertyId: ad,
      idempotencyKey: randomUUID(),
    });
    expect(anonymous.status).toBe(401);
    expect(await ledgerOf(office.id)).toEqual(before);
  });

  it('ten at once on a balance of three: exactly three are given, and the balance ends at zero', async () => {
    const { office, manager, agent } = await cast();
    await insertOfficeCredits(server.deps.db, server.clock.now(), office.id, 3);
    const ads: number[] = [];
    for (let i = 0; i < 10; i += 1) ads.push(await publishedAd(server, lookups, agent));
    const answers = await Promise.all(ads.map((ad) => spend(manager, office.id, ad, 'bump')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.error.message).toBe('The office does not have enough credits: 1 needed, 0 left');
    }
    const stored = await ledgerOf(office.id);
    expect(stored.balance).toBe(0);
    expect(stored.entries.filter((entry) => entry.kind === 'bump')).toHaveLength(3);
    const bumps = await server.deps.db
      .select({ n: count() })
      .from(adBumps)
      .where(eq(adBumps.userId, manager.userId));
    expect(bumps[0]?.n).toBe(3);
    expect(stored.entries.map((entry) => entry.balanceAfter)).toEqual([3, 2, 1, 0]);
  });
});
