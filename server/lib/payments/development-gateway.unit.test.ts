import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/support/fakes/test-clock.js';
import { createDevelopmentGateway, type DevelopmentGateway } from './development-gateway.js';
import { GatewayRefusal, GatewayUnavailable, type CheckoutRequest } from './gateway.js';

/**
 * The development gateway driven as a browser drives it: the page fetched, a button's form posted,
 * the redirect read; its webhooks land on a local server standing for our webhook route.
 */

const clock = new TestClock();
const logs: string[] = [];
const log = { info: (...args: unknown[]) => logs.push(JSON.stringify(args)), warn: () => undefined };
let gateway: DevelopmentGateway;
let receiver: Server;
/** Every webhook body our route received, as sent. */
let bodies: Record<string, unknown>[] = [];
let orderNumber = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  gateway = createDevelopmentGateway({
    clock,
    log,
    webhookUrl: () => `http://127.0.0.1:${String(port)}/api/website/payments/moyasar/webhook`,
  });
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  bodies = [];
});

const checkoutFor = (amount = 5_635, expiresAt?: Date): CheckoutRequest => {
  orderNumber += 1;
  return {
    orderId: `order-${String(orderNumber)}`,
    amount,
    description: 'إعلان مميز لمدة 7 أيام · Featured ad, 7 days',
    returnUrl: `https://manzil.test/payments/return?order=order-${String(orderNumber)}`,
    cancelUrl: `https://manzil.test/payments/return?order=order-${String(orderNumber)}&cancelled=1`,
    ...(expiresAt ? { expiresAt } : {}),
  };
};

/** The page as a browser gets it, with the buttons it offers (their `outcome` values). */
async function open(url: string) {
  const answer = await fetch(url);
  const html = await answer.text();
  const buttons = [...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*value="(\w+)"/g)].map(
    ([, action, outcome]) => ({ action: action ?? '', outcome: outcome ?? '' }),
  );
  return { status: answer.status, html, buttons };
}

/** Presses a button as a browser submits its form; answers the status and where it redirects. */
async function press(pageUrl: string, outcome: string) {
  const { buttons } = await open(pageUrl);
  const button = buttons.find((candidate) => candidate.outcome === outcome);
  const action = new URL(button?.action ?? new URL(pageUrl).pathname, pageUrl);
  const answer = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  await answer.body?.cancel();
  const location = answer.headers.get('location');
  return { status: answer.status, location: location ? new URL(location) : null, offered: Boolean(button) };
}

async function webhooks(count: number) {
  for (let tries = 0; bodies.length < count && tries < 200; tries += 1) await wait(10);
  expect(bodies).toHaveLength(count);
  return bodies.map((body) => gateway.readWebhook(body));
}

describe('the hosted page', () => {
  it('starts at the first checkout, on 127.0.0.1, labelled in Arabic and English as moving no money', async () => {
    expect(logs.some((line) => line.includes('development checkout pages are up'))).toBe(false);
    const request = checkoutFor(5_635);
    const checkout = await gateway.createCheckout(request);
    expect(checkout.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/dev_inv_/);
    expect(logs.some((line) => line.includes('development checkout pages are up'))).toBe(true);
    const page = await open(checkout.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('دفع تجريبي — لا تُنقل أموال');
    expect(page.html).toContain('Development payment — no money moves');
    expect(page.html).toContain(request.description);
    expect(page.html).toMatch(/56\.35/);
    expect(page.html).not.toMatch(/<(script|link|img)\b/);
    expect(page.buttons.map((button) => button.outcome)).toEqual([
      'paid',
      'declined',
      'secureCodeFailed',
      'cancel',
    ]);
    expect((await open(checkout.redirectUrl.replace(/dev_inv_[\w-]+$/, 'dev_inv_nothing'))).status).toBe(404);
  });

  it('Pay: the checkout is paid, the browser returns with the payment, and a paid webhook is posted', async () => {
    const request = checkoutFor(5_635);
    const checkout = await gateway.createCheckout(request);
    const pressed = await press(checkout.redirectUrl, 'paid');
    expect(pressed.status).toBe(303);
    expect(`${pressed.location?.origin ?? ''}${pressed.location?.pathname ?? ''}`).toBe(
      'https://manzil.test/payments/return',
    );
    expect(pressed.location?.searchParams.get('order')).toBe(request.orderId);
    expect(pressed.location?.searchParams.get('status')).toBe('paid');
    const paymentId = pressed.location?.searchParams.get('id') ?? '';
    expect(await gateway.checkoutState(checkout.checkoutId)).toEqual({
      status: 'paid',
      paymentId,
      amount: 5_635,
      paidAt: clock.now(),
      refunded: 0,
    });
    const [event] = await webhooks(1);
    expect(event).toMatchObject({
      kind: 'paid',
      type: 'payment_paid',
      paymentId,
      checkoutId: checkout.checkoutId,
      orderId: request.orderId,
      amount: 5_635,
      refunded: 0,
    });
    const after = await open(checkout.redirectUrl);
    expect(after.html).toContain('Paid');
    expect(after.buttons).toEqual([]);
    // A second press (an old tab) takes nothing.
    expect((await press(checkout.redirectUrl, 'paid')).status).toBe(409);
    expect(await gateway.checkoutState(checkout.checkoutId)).toMatchObject({ paymentId });
  });

  it('Decline: the attempt failed with the bank’s reason, and the page takes another that can pay', async () => {
    const checkout = await gateway.createCheckout(checkoutFor());
    const declined = await press(checkout.redirectUrl, 'declined');
    expect(declined.location?.searchParams.get('status')).toBe('failed');
    expect(await gateway.checkoutState(checkout.checkoutId)).toEqual({
      status: 'failed',
      paymentId: declined.location?.searchParams.get('id'),
      reason: 'Insufficient Funds',
    });
    const page = await open(checkout.redirectUrl);
    expect(page.html).toContain('Payment failed: Insufficient Funds');
    expect(page.buttons).toHaveLength(4);
    const paid = await press(checkout.redirectUrl, 'paid');
    expect(await gateway.checkoutState(checkout.checkoutId)).toMatchObject({
      status: 'paid',
      paymentId: paid.location?.searchParams.get('id'),
    });
    const events = await webhooks(2);
    expect(events.map((event) => event?.kind)).toEqual(['failed', 'paid']);
    expect(events[0]?.message).toBe('Insufficient Funds');
  });

  it('Fail 3-D Secure: the attempt failed with 3-D Secure’s reason', async () => {
    const checkout = await gateway.createCheckout(checkoutFor());
    const failed = await press(checkout.redirectUrl, 'secureCodeFailed');
    expect(failed.status).toBe(303);
    expect(await gateway.checkoutState(checkout.checkoutId)).toMatchObject({
      status: 'failed',
      reason: '3-D Secure transaction attempt failed (Authentication failed)',
    });
    expect((await webhooks(1))[0]).toMatchObject({ kind: 'failed', paymentStatus: 'failed' });
  });

  it('Cancel: back to the cancel URL; the checkout takes no more attempts and the order gets a new one', async () => {
    const request = checkoutFor();
    const checkout = await gateway.createCheckout(request);
    const cancelled = await press(checkout.redirectUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.location?.toString()).toBe(request.cancelUrl);
    expect(await gateway.checkoutState(checkout.checkoutId)).toEqual({ status: 'expired' });
    const page = await open(checkout.redirectUrl);
    expect(page.buttons).toEqual([]);
    expect(page.html).toContain('Expired or cancelled');
    expect((await press(checkout.redirectUrl, 'paid')).status).toBe(409);
    const again = await gateway.createCheckout(request);
    expect(again.checkoutId).not.toBe(checkout.checkoutId);
    expect(await gateway.checkoutState(again.checkoutId)).toEqual({ status: 'pending' });
  });

  it('expires at the checkout’s time: no buttons, no attempt, and a new checkout for the order', async () => {
    const request = checkoutFor(5_635, new Date(clock.now().getTime() + 3_600_000));
    const checkout = await gateway.createCheckout(request);
    expect(await gateway.checkoutState(checkout.checkoutId)).toEqual({ status: 'pending' });
    clock.advance(3_600);
    expect(await gateway.checkoutState(checkout.checkoutId)).toEqual({ status: 'expired' });
    expect((await open(checkout.redirectUrl)).buttons).toEqual([]);
    expect((await press(checkout.redirectUrl, 'paid')).status).toBe(409);
    expect((await gateway.createCheckout(request)).checkoutId).not.toBe(checkout.checkoutId);
  });
});

describe('checkouts', () => {
  it('are one per order: asked again, the same one; another amount is refused; a paid one outlives its time', async () => {
    const request = checkoutFor(5_635, new Date(clock.now().getTime() + 60_000));
    const first = await gateway.createCheckout(request);
    expect(await gateway.createCheckout(request)).toEqual(first);
    await expect(gateway.createCheckout({ ...request, amount: 9_000 })).rejects.toMatchObject({
      code: 'amount_mismatch',
    });
    await press(first.redirectUrl, 'paid');
    clock.advance(120);
    expect(await gateway.createCheckout(request)).toEqual(first);
    expect(await gateway.checkoutState(first.checkoutId)).toMatchObject({ status: 'paid' });
    await webhooks(1);
  });

  it('refuse an amount under 1 SAR, as Moyasar does', async () => {
    const refused = gateway.createCheckout(checkoutFor(99));
    await expect(refused).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(refused).rejects.toMatchObject({ code: 'invalid_request_error', status: 400 });
  });

  it('of ours unknown to this process (lost with a restart) are expired; any other id is refused', async () => {
    expect(await gateway.checkoutState('dev_inv_lost-with-a-restart')).toEqual({ status: 'expired' });
    await expect(gateway.checkoutState('inv_moyasar')).rejects.toMatchObject({ status: 404 });
  });
});

describe('refunds', () => {
  async function paidPayment(amount = 10_000) {
    const checkout = await gateway.createCheckout(checkoutFor(amount));
    const pressed = await press(checkout.redirectUrl, 'paid');
    await webhooks(1);
    bodies = [];
    return { checkout, paymentId: pressed.location?.searchParams.get('id') ?? '' };
  }

  it('go back in parts to the full amount, each once even when retried, with a refunded webhook each', async () => {
    const { checkout, paymentId } = await paidPayment(10_000);
    expect(await gateway.refund({ paymentId, amount: 3_000, refundedBefore: 0 })).toEqual({
      refundedTotal: 3_000,
    });
    // The same refund again (its answer was lost): already done, nothing more goes back.
    expect(await gateway.refund({ paymentId, amount: 3_000, refundedBefore: 0 })).toEqual({
      refundedTotal: 3_000,
    });
    expect(await gateway.checkoutState(checkout.checkoutId)).toMatchObject({
      status: 'paid',
      refunded: 3_000,
    });
    expect(await gateway.refund({ paymentId, amount: 7_000, refundedBefore: 3_000 })).toEqual({
      refundedTotal: 10_000,
    });
    expect(await gateway.checkoutState(checkout.checkoutId)).toMatchObject({
      status: 'paid',
      paymentId,
      amount: 10_000,
      refunded: 10_000,
    });
    const events = await webhooks(2);
    expect(events.map((event) => [event?.kind, event?.refunded, event?.paymentStatus])).toEqual([
      ['refunded', 3_000, 'paid'],
      ['refunded', 10_000, 'refunded'],
    ]);
  });

  it('refuse more than is left, a total the caller does not know, an unpaid payment, and an unknown one', async () => {
    const { paymentId } = await paidPayment(10_000);
    const over = gateway.refund({ paymentId, amount: 10_001, refundedBefore: 0 });
    await expect(over).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(over).rejects.toMatchObject({ code: 'invalid_request_error', status: 400 });
    await gateway.refund({ paymentId, amount: 4_000, refundedBefore: 0 });
    await expect(gateway.refund({ paymentId, amount: 6_001, refundedBefore: 4_000 })).rejects.toMatchObject({
      code: 'invalid_request_error',
    });
    await expect(gateway.refund({ paymentId, amount: 1_000, refundedBefore: 2_000 })).rejects.toMatchObject({
      code: 'refund_mismatch',
    });
    const declined = await gateway.createCheckout(checkoutFor());
    const failed = await press(declined.redirectUrl, 'declined');
    const failedId = failed.location?.searchParams.get('id') ?? '';
    await expect(
      gateway.refund({ paymentId: failedId, amount: 100, refundedBefore: 0 }),
    ).rejects.toMatchObject({
      code: 'invalid_request_error',
      status: 400,
    });
    await expect(
      gateway.refund({ paymentId: 'dev_pay_nothing', amount: 100, refundedBefore: 0 }),
    ).rejects.toMatchObject({
      status: 404,
    });
    // The partial refund's and the declined attempt's.
    expect((await webhooks(2)).map((event) => event?.kind)).toEqual(['refunded', 'failed']);
  });
});

describe('webhooks', () => {
  it('are read with the secret made at start, and refused with any other, or none, or garbage', async () => {
    const checkout = await gateway.createCheckout(checkoutFor());
    await press(checkout.redirectUrl, 'paid');
    await webhooks(1);
    const [body] = bodies;
    expect(gateway.readWebhook(body)).toMatchObject({ kind: 'paid', checkoutId: checkout.checkoutId });
    expect(gateway.readWebhook({ ...body, secret_token: 'a-guessed-secret-token-of-length' })).toBeNull();
    const unsigned = Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => key !== 'secret_token'));
    expect(gateway.readWebhook(unsigned)).toBeNull();
    expect(gateway.readWebhook('garbage')).toBeNull();
    expect(gateway.readWebhook({ ...body, created_at: 'not a date' })).toBeNull();
    // Another start makes another secret: its gateway refuses this one's webhooks.
    const another = createDevelopmentGateway({ clock, log, webhookUrl: () => 'http://127.0.0.1:9/' });
    expect(another.readWebhook(body)).toBeNull();
    await another.close();
  });
});

describe('closing', () => {
  it('stops the page and takes no more checkouts', async () => {
    const closing = createDevelopmentGateway({ clock, log, webhookUrl: () => 'http://127.0.0.1:9/' });
    const checkout = await closing.createCheckout(checkoutFor());
    expect((await open(checkout.redirectUrl)).status).toBe(200);
    await closing.close();
    await expect(fetch(checkout.redirectUrl)).rejects.toThrow();
    await expect(closing.createCheckout(checkoutFor())).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});
