import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startFakeMoyasar, type FakeMoyasar } from '../../test/support/fakes/fake-moyasar.js';
import type { GatewayEvent, PaymentGateway } from './gateway.js';
import { createMoyasarGateway, type MoyasarSettings } from './moyasar-gateway.js';

let moyasar: FakeMoyasar;
let settings: MoyasarSettings;
let gateway: PaymentGateway;
/** What our webhook endpoint would see: each body read by the gateway (null: refused). */
let received: (GatewayEvent | null)[] = [];
let receiver: Server;
let orderNumber = 0;

beforeAll(async () => {
  moyasar = await startFakeMoyasar();
  settings = loadConfig(moyasar.env()).payments.moyasar;
  gateway = createMoyasarGateway(settings);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(gateway.readWebhook(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  moyasar.webhookUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/webhooks/moyasar`;
});
afterAll(async () => {
  await moyasar.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  moyasar.webhooks = 'send';
});

const openCheckout = async (amount = 10_000) => {
  orderNumber += 1;
  return gateway.createCheckout({
    orderId: `webhook-order-${String(orderNumber)}`,
    amount,
    description: 'رصيد مكتب · Office credits',
    returnUrl: 'https://manzil.test/payments/return',
    cancelUrl: 'https://manzil.test/payments/cancelled',
  });
};

describe('reading a webhook', () => {
  it('reads a paid payment’s event when the secret token is right', async () => {
    const { checkoutId } = await openCheckout();
    const payment = await moyasar.pay(checkoutId, 'paid');
    expect(received).toEqual([
      {
        eventId: expect.any(String) as string,
        kind: 'paid',
        type: 'payment_paid',
        occurredAt: expect.any(Date) as Date,
        paymentId: payment.id,
        checkoutId,
        orderId: null,
        paymentStatus: 'paid',
        amount: 10_000,
        refunded: 0,
        message: 'APPROVED',
      },
    ]);
  });

  it('reads our order id from the payment’s metadata when it carries it', async () => {
    const payment = await moyasar.pay((await openCheckout()).checkoutId, 'paid');
    const body = moyasar.webhookBody(payment.id, 'payment_paid');
    body.data = { ...body.data, metadata: { order_id: 'order-77' } };
    expect(gateway.readWebhook(body)?.orderId).toBe('order-77');
  });

  it('reads failures and refunds, under either spelling of the failure', async () => {
    const { checkoutId } = await openCheckout();
    await moyasar.pay(checkoutId, 'declined');
    const paid = await moyasar.pay(checkoutId, 'paid');
    await gateway.refund({ paymentId: paid.id, amount: 2_500, refundedBefore: 0 });
    await moyasar.webhooksSettled();
    expect(received.map((event) => [event?.kind, event?.message ?? null, event?.refunded])).toEqual([
      ['failed', 'Insufficient Funds', 0],
      ['paid', 'APPROVED', 0],
      ['refunded', 'APPROVED', 2_500],
    ]);
    expect(gateway.readWebhook(moyasar.webhookBody(paid.id, 'payment_faild'))?.kind).toBe('failed');
    expect(gateway.readWebhook(moyasar.webhookBody(paid.id, 'payment_authorized'))?.kind).toBe('other');
  });

  it('refuses a wrong secret token, and anything that is not a webhook, without throwing', async () => {
    const { checkoutId } = await openCheckout();
    moyasar.webhooks = 'wrongSecret';
    const payment = await moyasar.pay(checkoutId, 'paid');
    expect(received).toEqual([null]);
    const right = moyasar.webhookBody(payment.id, 'payment_paid');
    const withoutSecret = Object.fromEntries(Object.entries(right).filter(([key]) => key !== 'secret_token'));
    for (const garbage of [
      undefined,
      null,
      'payment_paid',
      42,
      [],
      {},
      withoutSecret,
      { ...right, secret_token: `${right.secret_token}x` },
      { ...right, secret_token: '' },
      { ...right, data: { id: payment.id } },
      { ...right, created_at: 'yesterday' },
    ]) {
      expect(gateway.readWebhook(garbage)).toBeNull();
    }
    expect(gateway.readWebhook(right)).not.toBeNull();
    expect(createMoyasarGateway({ ...settings, webhookSecret: '' }).readWebhook(right)).toBeNull();
  });
});

describe('webhook deliveries the fake plays', () => {
  it('sends one webhook twice with the same event id', async () => {
    moyasar.webhooks = 'twice';
    await moyasar.pay((await openCheckout()).checkoutId, 'paid');
    expect(received).toHaveLength(2);
    expect(received[0]?.eventId).toBe(received[1]?.eventId);
  });

  it('never sends one, and records that it did not', async () => {
    moyasar.webhooks = 'never';
    const payment = await moyasar.pay((await openCheckout()).checkoutId, 'paid');
    expect(received).toEqual([]);
    expect(moyasar.deliveries.at(-1)).toEqual({ type: 'payment_paid', paymentId: payment.id, status: null });
  });

  it('holds them for the test to release out of order: the refund before the payment', async () => {
    moyasar.webhooks = 'held';
    const payment = await moyasar.pay((await openCheckout()).checkoutId, 'paid');
    await gateway.refund({ paymentId: payment.id, amount: 10_000, refundedBefore: 0 });
    expect(received).toEqual([]);
    await moyasar.releaseWebhooks('reversed');
    expect(received.map((event) => [event?.kind, event?.occurredAt instanceof Date])).toEqual([
      ['refunded', true],
      ['paid', true],
    ]);
  });
});

describe('the hosted page', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('takes the customer through 3-D Secure back to our return URL with Moyasar’s parameters', async () => {
    const { checkoutId, redirectUrl: invoiceUrl } = await openCheckout(15_000);
    const page = await (await fetch(invoiceUrl)).text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('ادفع · Pay');
    expect(page).toContain('href="https://manzil.test/payments/cancelled"');

    const pay = await fetch(`${invoiceUrl}/pay`, form({ method: 'creditcard' }));
    expect(pay.status).toBe(303);
    const challenge = new URL(pay.headers.get('location') ?? '', invoiceUrl);
    expect(await (await fetch(challenge)).text()).toContain('Fail authentication');
    expect(await gateway.checkoutState(checkoutId)).toEqual({ status: 'pending' });

    const authenticated = await fetch(challenge, form({ action: 'authenticate' }));
    const back = new URL(authenticated.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://manzil.test/payments/return');
    const state = await gateway.checkoutState(checkoutId);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      id: state.status === 'paid' ? state.paymentId : 'not paid',
      status: 'paid',
      message: 'APPROVED',
    });
  });

  it('returns a failed 3-D Secure with status failed, and the page then offers another attempt', async () => {
    const { checkoutId, redirectUrl: invoiceUrl } = await openCheckout();
    const pay = await fetch(`${invoiceUrl}/pay`, form({ method: 'creditcard' }));
    const challenge = new URL(pay.headers.get('location') ?? '', invoiceUrl);
    const failed = await fetch(challenge, form({ action: 'fail' }));
    expect(new URL(failed.headers.get('location') ?? '').searchParams.get('status')).toBe('failed');
    expect(await gateway.checkoutState(checkoutId)).toMatchObject({ status: 'failed' });
    expect(await (await fetch(invoiceUrl)).text()).toContain('role="alert"');
  });
});
