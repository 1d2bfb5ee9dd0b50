import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { adPromotions, orders, payments, properties, taxDocuments } from '#server/db/schema/index.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { loadLookups, type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { startFakeMoyasar, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { PAYMENT_RECONCILE_QUEUE } from './reconcile-queue.js';

/**
 * Paying for a feature (docs/decisions/0041-paid-visibility.md) against a local server playing
 * Moyasar: the order before the payment, one door for the return, the webhook and the job, every
 * gateway outcome, duplicates and reordering, and invoice numbers without gaps.
 */

let moyasar: FakeMoyasar;
let server: TestServer;
let lookups: Lookups;

const WEBHOOK_PATH = '/api/website/payments/moyasar/webhook';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  moyasar = await startFakeMoyasar();
  server = await startTestServer({ ...moyasar.env(), MODERATION: 'off' });
  moyasar.webhookUrl = `${server.url}${WEBHOOK_PATH}`;
  lookups = await loadLookups(server);
  await insertPaymentSettings(server.deps.db, server.clock.now());
});
afterAll(async () => {
  await server.close();
  await moyasar.close();
});

const order = (who: SignedIn, propertyId: number, idempotencyKey = randomUUID(), productCode = 'feature-7') =>
  server.send(
    paymentsApi.createOrder,
    { body: { productCode, propertyId, idempotencyKey } },
    { token: who.token, language: 'en' },
  );
const read = (who: SignedIn, id: string) =>
  server.send(paymentsApi.getOrder, { params: { id } }, { token: who.token, language: 'en' });

/** The fake's invoice behind an order's checkout. */
async function checkoutOf(orderId: string): Promise<string> {
  const [row] = await server.deps.db
    .select({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row?.checkoutId) throw new Error(`order ${orderId} has no checkout`);
  return row.checkoutId;
}

async function countsOf(orderId: string) {
  const { db } = server.deps;
  const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  const [documents] = await db
    .select({ n: count() })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId));
  return { payments: paid?.n ?? 0, invoices: documents?.n ?? 0 };
}

/** Featuring is timed by the database's clock (ADR 0041). */
async function databaseNow(): Promise<number> {
  const [row] = await rowsOf<{ now: Date }>(server.deps.db, sql`select now() as now`);
  return new Date(row?.now ?? 0).getTime();
}

async function featuredUntil(propertyId: number) {
  const [row] = await server.deps.db
    .select({ until: adPromotions.featuredUntil })
    .from(adPromotions)
    .where(eq(adPromotions.propertyId, propertyId));
  return row?.until ?? null;
}

async function paidFeature(who: SignedIn, propertyId: number) {
  const created = await order(who, propertyId);
  expect(created.status).toBe(201);
  await moyasar.pay(await checkoutOf(created.body.id), 'paid');
  return created.body.id;
}

describe('an order', () => {
  it('is written with its price and VAT in halalas before the buyer is sent to pay; the same key answers it again', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const key = randomUUID();
    const invoicesBefore = moyasar.invoices.size;
    const first = await order(owner, ad, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'pending',
      productCode: 'feature-7',
      net: 4_900,
      vatRateBasisPoints: 1500,
      vat: 735,
      total: 5_635,
      currency: 'SAR',
      invoiceNumber: null,
      productKind: 'feature',
      featuredUntil: null,
    });
    expect(first.body.redirectUrl).toContain(moyasar.url.replace(/\/v1$/, ''));
    const again = await order(owner, ad, key);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.redirectUrl).toBe(first.body.redirectUrl);
    expect(moyasar.invoices.size).toBe(invoicesBefore + 1);
    const invoice = moyasar.invoices.get(await checkoutOf(first.body.id));
    expect(invoice?.amount).toBe(5_635);
  });

  it('is refused for another’s ad, a product not on sale, an ad not on the site, and the signed-out; nothing is written', async () => {
    const [owner, other] = [await signIn(server), await signIn(server)];
    const ad = await publishedAd(server, lookups, owner);
    const [before] = await server.deps.db.select({ n: count() }).from(orders);
    expect((await order(other, ad)).status).toBe(404);
    const unknown = await order(owner, ad, randomUUID(), 'feature-999');
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('This product is not on sale');
    const anonymous = await server.call('POST', '/api/website/payments/orders', {
      productCode: 'feature-7',
      propertyId: ad,
      idempotencyKey: randomUUID(),
    });
    expect(anonymous.status).toBe(401);
    const bad = await server.call(
      'POST',
      '/api/website/payments/orders',
      { productCode: 'feature-7', propertyId: ad, idempotencyKey: 'not-a-uuid' },
      { token: owner.token },
    );
    expect(bad.status).toBe(422);
    const [after] = await server.deps.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });

  it('waits when the gateway cannot be reached (503), and the same key opens its checkout later', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const key = randomUUID();
    moyasar.api = 'error500';
    const down = await order(owner, ad, key);
    moyasar.api = 'up';
    expect(down.status).toBe(503);
    const [waiting] = await server.deps.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(waiting).toMatchObject({ status: 'pending', checkoutId: null });
    const up = await order(owner, ad, key);
    expect(up.status).toBe(201);
    expect(up.body.id).toBe(waiting?.id);
    expect(up.body.redirectUrl).not.toBeNull();
  });
});

describe('a payment', () => {
  it('is applied once from the webhook: the payment, seven days of featuring and an invoice', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const id = await paidFeature(owner, ad);
    const answer = await read(owner, id);
    expect(answer.body).toMatchObject({ status: 'paid', redirectUrl: null });
    expect(answer.body.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await countsOf(id)).toEqual({ payments: 1, invoices: 1 });
    const left = ((await featuredUntil(ad))?.getTime() ?? 0) - (await databaseNow());
    expect(left).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(left).toBeLessThanOrEqual(7 * DAY_MS);
    // The return page says until when.
    expect(answer.body.featuredUntil).toBe((await featuredUntil(ad))?.toISOString());
  });

  it('declined, then paid on a second attempt: pending until paid, applied once', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const created = await order(owner, ad);
    const checkout = await checkoutOf(created.body.id);
    await moyasar.pay(checkout, 'declined');
    expect((await read(owner, created.body.id)).body.status).toBe('pending');
    await moyasar.pay(checkout, '3dsFailed');
    expect((await read(owner, created.body.id)).body.status).toBe('pending');
    expect(await countsOf(created.body.id)).toEqual({ payments: 0, invoices: 0 });
    await moyasar.pay(checkout, 'paid');
    expect((await read(owner, created.body.id)).body.status).toBe('paid');
    expect(await countsOf(created.body.id)).toEqual({ payments: 1, invoices: 1 });
  });

  it('is applied once when the webhook comes twice, out of order, or never (the return page settles it)', async () => {
    const owner = await signIn(server);
    const [twiceAd, heldAd, neverAd] = [
      await publishedAd(server, lookups, owner),
      await publishedAd(server, lookups, owner),
      await publishedAd(server, lookups, owner),
    ];
    try {
      moyasar.webhooks = 'twice';
      const twice = await paidFeature(owner, twiceAd);
      expect(await countsOf(twice)).toEqual({ payments: 1, invoices: 1 });

      moyasar.webhooks = 'held';
      const held = await order(owner, heldAd);
      const heldCheckout = await checkoutOf(held.body.id);
      await moyasar.pay(heldCheckout, 'declined');
      await moyasar.pay(heldCheckout, 'paid');
      await moyasar.releaseWebhooks('reversed');
      await moyasar.webhooksSettled();
      expect(moyasar.deliveries.slice(-2).map((delivery) => delivery.status)).toEqual([204, 204]);
      expect(await countsOf(held.body.id)).toEqual({ payments: 1, invoices: 1 });

      moyasar.webhooks = 'never';
      const never = await paidFeature(owner, neverAd);
      expect(await countsOf(never)).toEqual({ payments: 0, invoices: 0 });
      expect((await read(owner, never)).body.status).toBe('paid');
      expect((await read(owner, never)).body.status).toBe('paid');
      expect(await countsOf(never)).toEqual({ payments: 1, invoices: 1 });
    } finally {
      moyasar.webhooks = 'send';
    }
  });

  it('is not believed from a webhook with a wrong secret (401, nothing changed)', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const created = await order(owner, ad);
    const checkout = await checkoutOf(created.body.id);
    moyasar.webhooks = 'never';
    const payment = await moyasar.pay(checkout, 'paid').finally(() => {
      moyasar.webhooks = 'send';
    });
    const forged = moyasar.webhookBody(payment.id, 'payment_paid', { secret_token: 'guessed-secret-token' });
    const answer = await server.call('POST', WEBHOOK_PATH, forged);
    expect(answer.status).toBe(401);
    expect(await countsOf(created.body.id)).toEqual({ payments: 0, invoices: 0 });
  });

  it('adds its days after the featuring an ad already has', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    await paidFeature(owner, ad);
    const first = (await featuredUntil(ad))?.getTime() ?? 0;
    await paidFeature(owner, ad);
    expect((await featuredUntil(ad))?.getTime()).toBe(first + 7 * DAY_MS);
  });

  it('keeps its days frozen while the ad is off the site, whatever takes it off, and runs them again on its return', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    await paidFeature(owner, ad);
    const setStatus = (status: 'archived' | 'suspended' | 'published') =>
      server.deps.db.update(properties).set({ status }).where(eq(properties.id, ad));
    const promotion = async () =>
      (await server.deps.db.select().from(adPromotions).where(eq(adPromotions.propertyId, ad)))[0];
    for (const off of ['archived', 'suspended'] as const) {
      await setStatus(off);
      const paused = await promotion();
      expect(paused?.featuredUntil).toBeNull();
      expect(paused?.pausedSeconds).toBeGreaterThan(7 * 86_400 - 60);
      expect(paused?.pausedSeconds).toBeLessThanOrEqual(7 * 86_400);
      await setStatus('published');
      const back = await promotion();
      expect(back?.pausedSeconds).toBe(0);
      expect((back?.featuredUntil?.getTime() ?? 0) - (await databaseNow())).toBeGreaterThan(
        (paused?.pausedSeconds ?? 0) * 1000 - 60_000,
      );
    }
    // An ad off the site cannot be featured (nothing to show): refused before any order.
    await setStatus('archived');
    const refused = await order(owner, ad);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('Only a published ad can be featured');
  });
});

describe('invoice numbers', () => {
  it('have no gaps and no repeats under 20 payments at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signIn(server)));
    const ads = await Promise.all(buyers.map((buyer) => publishedAd(server, lookups, buyer)));
    const created = await Promise.all(buyers.map((buyer, n) => order(buyer, ads[n] as number)));
    const checkouts = await Promise.all(created.map((answer) => checkoutOf(answer.body.id)));
    await Promise.all(checkouts.map((checkout) => moyasar.pay(checkout, 'paid')));
    await moyasar.webhooksSettled();
    const ids = created.map((answer) => answer.body.id);
    const documents = await server.deps.db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, ids));
    expect(documents).toHaveLength(20);
    const sequences = documents.map((document) => document.sequence).sort((a, b) => a - b);
    const first = sequences[0] as number;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, n) => first + n));
    expect(new Set(documents.map((document) => document.number)).size).toBe(20);
    // And across every invoice this suite's database holds: 1 up to their count, each once.
    const every = await server.deps.db
      .select({ sequence: taxDocuments.sequence })
      .from(taxDocuments)
      .where(eq(taxDocuments.series, 'INV'))
      .orderBy(taxDocuments.sequence);
    expect(every.map((row) => row.sequence)).toEqual(Array.from({ length: every.length }, (_, n) => n + 1));
  });
});

describe('the reconciliation job', () => {
  it('settles orders left waiting: a lost payment applied, an expired checkout ended; a gateway down ends the run', async () => {
    const owner = await signIn(server);
    const [paidAd, expiredAd] = [
      await publishedAd(server, lookups, owner),
      await publishedAd(server, lookups, owner),
    ];
    moyasar.webhooks = 'never';
    const paid = await order(owner, paidAd);
    await moyasar.pay(await checkoutOf(paid.body.id), 'paid');
    moyasar.webhooks = 'send';
    const expired = await order(owner, expiredAd);
    moyasar.expire(await checkoutOf(expired.body.id));
    // Made first, so the oldest: a checkout the gateway does not know must not stop the others.
    const unknownAd = await publishedAd(server, lookups, owner);
    const unknown = await order(owner, unknownAd);
    await server.deps.db
      .update(orders)
      .set({
        checkoutId: 'inv_unknown_to_moyasar',
        createdAt: new Date(server.clock.now().getTime() - 60_000),
      })
      .where(eq(orders.id, unknown.body.id));
    const statusOf = async (id: string) =>
      (await server.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]
        ?.status;
    const reconcile = async () => {
      await server.deps.jobs.send(PAYMENT_RECONCILE_QUEUE, [{ data: {} }]);
      await jobsSettled(server.deps.db);
    };

    await reconcile(); // made just now: not yet the job's
    expect([await statusOf(paid.body.id), await statusOf(expired.body.id)]).toEqual(['pending', 'pending']);

    server.clock.advance(11 * 60);
    moyasar.api = 'error500';
    await reconcile().finally(() => {
      moyasar.api = 'up';
    });
    expect([await statusOf(paid.body.id), await statusOf(expired.body.id)]).toEqual(['pending', 'pending']);
    expect(
      server.logs.some((line) => line.includes('the gateway cannot be reached; reconciliation stops')),
    ).toBe(true);

    await reconcile();
    expect([await statusOf(paid.body.id), await statusOf(expired.body.id)]).toEqual(['paid', 'expired']);
    expect(await statusOf(unknown.body.id)).toBe('pending');
    expect(server.logs.some((line) => line.includes('the gateway refuses a waiting order’s checkout'))).toBe(
      true,
    );
    expect(await countsOf(paid.body.id)).toEqual({ payments: 1, invoices: 1 });
    expect(await countsOf(expired.body.id)).toEqual({ payments: 0, invoices: 0 });
  });
});
