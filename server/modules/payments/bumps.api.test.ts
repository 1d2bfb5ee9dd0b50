import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { adBumps, orders, properties, taxDocuments } from '#server/db/schema/index.js';
import { riyadhDay } from '#server/lib/tax-invoice/invoice-pdf.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import { type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { checkoutOf } from '#server/test/support/fixtures/payment-fixtures.js';
import { startPaymentsServer, stopPaymentsServer } from '#server/test/support/servers/payments-server.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Bumps (docs/decisions/0041-paid-visibility.md, "A bump"): ordered and paid through a local server
 * playing Moyasar, the ad first again in the public search's newest order while its page keeps its
 * publication date, one bump in any 24 hours, and a paid bump that lost a race left for a refund.
 */

let moyasar: FakeMoyasar;
let server: TestServer;
let lookups: Lookups;
let serial = 0;

const HOUR = 3_600;

beforeAll(async () => {
  ({ server, moyasar, lookups } = await startPaymentsServer());
});
afterAll(() => stopPaymentsServer({ server, moyasar }));

const orderBump = (who: SignedIn, propertyId: number, language: 'ar' | 'en' = 'en') =>
  server.send(
    paymentsApi.createOrder,
    { body: { productCode: 'bump', propertyId, idempotencyKey: randomUUID() } },
    { token: who.token, language },
  );

/** Pays the order on the fake gateway, whose webhook settles it. */
async function pay(orderId: string): Promise<void> {
  await moyasar.pay(await checkoutOf(server.deps.db, orderId), 'paid');
}

/** Two ads of the owner at a price no other ad of the file has, the second published a minute later. */
async function olderAndNewer(owner: SignedIn) {
  const price = 3_000_000 + (serial += 1);
  const older = await publishedAd(server, lookups, owner, 'residence', { price });
  server.clock.advance(60);
  const newer = await publishedAd(server, lookups, owner, 'residence', { price });
  server.clock.advance(60);
  return { older, newer, price };
}

/** The public search, newest first, of the ads at one price. */
async function newestAt(price: number): Promise<number[]> {
  const answer = await server.send(catalogue.listProperties, {
    query: { SortBy: 'newest', MinPrice: price, MaxPrice: price },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.map((ad) => ad.id);
}

const ordersOf = async (propertyId: number) =>
  (await server.deps.db.select({ n: count() }).from(orders).where(eq(orders.propertyId, propertyId)))[0]?.n;

describe('a bump', () => {
  it('is ordered and paid, then lists the ad first in newest while its page keeps its publication date', async () => {
    const owner = await signIn(server);
    const { older, newer, price } = await olderAndNewer(owner);
    expect(await newestAt(price)).toEqual([newer, older]);
    const published = (await server.send(catalogue.getProperty, { params: { id: older } })).body.publishedAt;

    const ordered = await orderBump(owner, older);
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({
      status: 'pending',
      productCode: 'bump',
      propertyId: older,
      officeId: null,
      net: 1_900,
      vat: 285,
      total: 2_185,
    });
    expect(ordered.body.redirectUrl).not.toBeNull();
    // Not paid yet: nothing moved.
    expect(await newestAt(price)).toEqual([newer, older]);

    await pay(ordered.body.id);
    const paid = await server.send(
      paymentsApi.getOrder,
      { params: { id: ordered.body.id } },
      { token: owner.token },
    );
    expect(paid.body.status).toBe('paid');
    expect(paid.body.invoiceNumber).toMatch(/^INV-/);
    expect(await newestAt(price)).toEqual([older, newer]);

    const [bump] = await server.deps.db.select().from(adBumps).where(eq(adBumps.propertyId, older));
    expect(bump).toMatchObject({
      orderId: ordered.body.id,
      userId: owner.userId,
      day: riyadhDay(server.clock.now()),
    });
    const [ad] = await server.deps.db.select().from(properties).where(eq(properties.id, older));
    expect(ad?.bumpedAt?.getTime()).toBe(server.clock.now().getTime());
    const page = await server.send(catalogue.getProperty, { params: { id: older } });
    expect(page.body.publishedAt).toBe(published);
    expect(page.body.publishedAt).not.toBe(ad?.bumpedAt?.toISOString());
  });

  it('is refused, before any order, within 24 hours of the last (saying how long to wait), and taken after', async () => {
    let owner = await signIn(server);
    const { older, newer, price } = await olderAndNewer(owner);
    await pay((await orderBump(owner, older)).body.id);
    server.clock.advance(23 * HOUR);
    // A new session: the first one's token has expired meanwhile.
    owner = await signIn(server, owner.e164);
    const before = await ordersOf(older);

    const refused = await orderBump(owner, older);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'An ad can be bumped once every 24 hours; you can bump it again in 60 minutes',
    );
    const arabic = await orderBump(owner, older, 'ar');
    expect(arabic.status).toBe(409);
    expect(arabic.error.message).toContain('يُرفع الإعلان مرة واحدة كل 24 ساعة');
    expect(await ordersOf(older)).toBe(before);

    server.clock.advance(HOUR);
    owner = await signIn(server, owner.e164);
    // Meanwhile the other ad is bumped: it leads until the first is bumped again.
    await pay((await orderBump(owner, newer)).body.id);
    expect(await newestAt(price)).toEqual([newer, older]);
    server.clock.advance(60);
    const again = await orderBump(owner, older);
    expect(again.status).toBe(201);
    await pay(again.body.id);
    expect(await newestAt(price)).toEqual([older, newer]);
    const days = await server.deps.db.select().from(adBumps).where(eq(adBumps.propertyId, older));
    expect(days).toHaveLength(2);
  });

  it('is refused for an ad not on the site and for another’s ad', async () => {
    const [owner, other] = [await signIn(server), await signIn(server)];
    const ad = await publishedAd(server, lookups, owner);
    expect((await orderBump(other, ad)).status).toBe(404);
    await server.deps.db.update(properties).set({ status: 'expired' }).where(eq(properties.id, ad));
    const refused = await orderBump(owner, ad);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('Only a published ad can be bumped');
    expect(await ordersOf(ad)).toBe(0);
  });

  it('paid after another bump of the ad won the race is kept paid and invoiced, given nothing, and left for a refund', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    // Two orders made before either was paid (two tabs): both passed the check.
    const [first, second] = [await orderBump(owner, ad), await orderBump(owner, ad)];
    await pay(first.body.id);
    await pay(second.body.id);
    const read = (id: string) =>
      server.send(paymentsApi.getOrder, { params: { id } }, { token: owner.token });
    expect((await read(first.body.id)).body.status).toBe('paid');
    expect((await read(second.body.id)).body.status).toBe('paid');
    const bumps = await server.deps.db.select().from(adBumps).where(eq(adBumps.propertyId, ad));
    expect(bumps.map((bump) => bump.orderId)).toEqual([first.body.id]);
    const [invoices] = await server.deps.db
      .select({ n: count() })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, second.body.id));
    expect(invoices?.n).toBe(1);
    expect(
      server.logs.some(
        (line) =>
          line.includes(second.body.id) && line.includes('could not be given; staff should refund it'),
      ),
    ).toBe(true);
  });
});
