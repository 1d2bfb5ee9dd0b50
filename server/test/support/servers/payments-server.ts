import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import type { OrderView } from '#contract/payments.js';
import { orders } from '#server/db/schema/index.js';
import type { SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startFakeMoyasar, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import { loadLookups, type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface PaymentsServer {
  server: TestServer;
  moyasar: FakeMoyasar;
  lookups: Lookups;
}

/**
 * A test server paying through a fake Moyasar that sends its webhooks to it (ADR 0041), moderation
 * off, with its lookups and, unless told not to, the seller's settings (payments set up).
 */
export async function startPaymentsServer(
  env: Record<string, string> = {},
  { settings = true }: { settings?: boolean } = {},
): Promise<PaymentsServer> {
  const moyasar = await startFakeMoyasar();
  const server = await startTestServer({ ...env, ...moyasar.env(), MODERATION: 'off' });
  moyasar.webhookUrl = `${server.url}/api/website/payments/moyasar/webhook`;
  const lookups = await loadLookups(server);
  if (settings) await insertPaymentSettings(server.deps.db, server.clock.now());
  return { server, moyasar, lookups };
}

export async function stopPaymentsServer({ server, moyasar }: Pick<PaymentsServer, 'server' | 'moyasar'>) {
  await server.close();
  await moyasar.close();
}

/** A product for an ad ordered, paid at the fake gateway and settled by the return page. */
export async function paidAndSettled(
  { server, moyasar }: Pick<PaymentsServer, 'server' | 'moyasar'>,
  who: SignedIn,
  body: { productCode: string; propertyId: number },
): Promise<OrderView> {
  const created = await server.send(
    paymentsApi.createOrder,
    { body: { ...body, idempotencyKey: randomUUID() } },
    { token: who.token },
  );
  expect(created.status).toBe(201);
  const [order] = await server.deps.db.select().from(orders).where(eq(orders.id, created.body.id));
  if (!order?.checkoutId) throw new Error('the order has no checkout');
  await moyasar.pay(order.checkoutId, 'paid');
  const settled = await server.send(
    paymentsApi.getOrder,
    { params: { id: created.body.id } },
    { token: who.token },
  );
  expect(settled.body.status).toBe('paid');
  return settled.body;
}
