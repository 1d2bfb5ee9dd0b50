import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { orders } from '#server/db/schema/index.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { loadLookups, type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The site with no Moyasar key outside production (docs/operations/payments.md, "Development
 * gateway"): an order is paid by pressing Pay on the development page, and its webhook, posted to
 * our own route, settles the order without anyone asking for it.
 */

let server: TestServer;
let lookups: Lookups;

beforeAll(async () => {
  server = await startTestServer({ MODERATION: 'off' });
  lookups = await loadLookups(server);
  await insertPaymentSettings(server.deps.db, server.clock.now());
});
afterAll(() => server.close());

const order = (who: SignedIn, propertyId: number) =>
  server.send(
    paymentsApi.createOrder,
    { body: { productCode: 'feature-7', propertyId, idempotencyKey: randomUUID() } },
    { token: who.token, language: 'en' },
  );

/** Presses a button of the development page as a browser submits its form. */
async function press(pageUrl: string, outcome: string) {
  const html = await (await fetch(pageUrl)).text();
  const action = new RegExp(`<form method="post" action="([^"]+)"><button[^>]*value="${outcome}"`).exec(
    html,
  )?.[1];
  expect(action).toBeDefined();
  const answer = await fetch(new URL(action ?? '', pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

/** The order's status in the database, waited for while it is pending (the webhook is on its way). */
async function settledStatus(orderId: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await server.deps.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (row?.status !== 'pending') return row?.status;
    await wait(25);
  }
  return 'pending';
}

describe('the development gateway in the running site', () => {
  it('is announced at start, without its secret', () => {
    const announced = server.logs.filter((line) => line.includes('development gateway is in use'));
    expect(announced).toHaveLength(1);
    expect(server.logs.join('')).not.toMatch(/secret_token|webhookSecret/);
  });

  it('Pay on its page: the webhook settles the order (paid, featured, invoiced), as the return page then reads it', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const created = await order(owner, ad);
    expect(created.status).toBe(201);
    const redirectUrl = created.body.redirectUrl ?? '';
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain('Development payment — no money moves');
    const landing = await press(redirectUrl, 'paid');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.deps.config.publicUrl}/payments/return`);
    expect(landing.searchParams.get('order')).toBe(created.body.id);
    // Nobody asks for the order: only the webhook can settle it.
    expect(await settledStatus(created.body.id)).toBe('paid');
    const read = await server.send(
      paymentsApi.getOrder,
      { params: { id: created.body.id } },
      { token: owner.token, language: 'en' },
    );
    expect(read.body).toMatchObject({ status: 'paid', total: 5_635 });
    expect(read.body.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('Decline leaves the order pending; Cancel expires it, read from the gateway when the order is asked for', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const created = await order(owner, ad);
    const redirectUrl = created.body.redirectUrl ?? '';
    await press(redirectUrl, 'declined');
    const read = () =>
      server.send(
        paymentsApi.getOrder,
        { params: { id: created.body.id } },
        { token: owner.token, language: 'en' },
      );
    expect((await read()).body.status).toBe('pending');
    const landing = await press(redirectUrl, 'cancel');
    expect(landing.searchParams.get('cancelled')).toBe('1');
    expect((await read()).body.status).toBe('expired');
  });
});
