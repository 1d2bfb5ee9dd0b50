import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startFakeMoyasar, type FakeMoyasar } from '../../test/support/fakes/fake-moyasar.js';
import { GatewayRefusal, GatewayUnavailable, type PaymentGateway } from './gateway.js';
import { createMoyasarGateway, type MoyasarSettings } from './moyasar-gateway.js';

let moyasar: FakeMoyasar;
let settings: MoyasarSettings;
let gateway: PaymentGateway;
let orderNumber = 0;

beforeAll(async () => {
  moyasar = await startFakeMoyasar();
  // The settings as the server reads them from the environment the fake gives.
  settings = loadConfig(moyasar.env()).payments.moyasar;
  gateway = createMoyasarGateway(settings);
});
afterAll(() => moyasar.close());
beforeEach(() => {
  Object.assign(moyasar, { api: 'up', nextApiCalls: [], cardOutcome: 'approved', webhooks: 'send' });
  moyasar.webhookUrl = null;
});

const checkoutFor = (amount = 10_000) => {
  orderNumber += 1;
  return {
    orderId: `order-${String(orderNumber)}`,
    amount,
    description: 'إعلان مميز لمدة 7 أيام · Featured ad, 7 days',
    returnUrl: 'https://manzil.test/payments/return',
    cancelUrl: 'https://manzil.test/payments/cancelled',
  };
};

describe('checkouts', () => {
  it('creates a Moyasar invoice carrying the order id, with the basic-auth secret key', async () => {
    const request = checkoutFor(25_000);
    const checkout = await gateway.createCheckout(request);
    const invoice = moyasar.invoices.get(checkout.checkoutId);
    expect(invoice).toMatchObject({
      amount: 25_000,
      currency: 'SAR',
      success_url: request.returnUrl,
      back_url: request.cancelUrl,
      metadata: { order_id: request.orderId },
    });
    expect(checkout).toEqual({
      checkoutId: invoice?.id,
      redirectUrl: expect.stringMatching(new RegExp(`/checkout/invoices/${checkout.checkoutId}$`)) as string,
      amount: 25_000,
    });
    expect(moyasar.calls.every((call) => call.authorised)).toBe(true);
  });

  it('answers the same invoice when asked again for the same order', async () => {
    const request = checkoutFor();
    const first = await gateway.createCheckout(request);
    const second = await gateway.createCheckout(request);
    expect(second).toEqual(first);
    const forOrder = [...moyasar.invoices.values()].filter(
      (invoice) => invoice.metadata.order_id === request.orderId,
    );
    expect(forOrder).toHaveLength(1);
  });

  it('finds the invoice a timed-out request made, rather than making a second', async () => {
    const request = checkoutFor();
    moyasar.nextApiCalls = ['up', 'createThenHang'];
    await expect(gateway.createCheckout(request)).rejects.toThrow(GatewayUnavailable);
    const again = await gateway.createCheckout(request);
    const forOrder = [...moyasar.invoices.values()].filter(
      (invoice) => invoice.metadata.order_id === request.orderId,
    );
    expect(forOrder.map((invoice) => invoice.id)).toEqual([again.checkoutId]);
  });

  it('makes a new invoice once the order’s invoice expired', async () => {
    const request = checkoutFor();
    const first = await gateway.createCheckout(request);
    moyasar.expire(first.checkoutId);
    expect(await gateway.checkoutState(first.checkoutId)).toEqual({ status: 'expired' });
    const second = await gateway.createCheckout(request);
    expect(second.checkoutId).not.toBe(first.checkoutId);
  });

  it('refuses an order whose invoice asks another amount', async () => {
    const request = checkoutFor(10_000);
    await gateway.createCheckout(request);
    const refusal = await gateway
      .createCheckout({ ...request, amount: 12_000 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GatewayRefusal);
    expect(refusal).toMatchObject({ code: 'amount_mismatch' });
  });

  it('passes on Moyasar’s refusals with its type, message and status', async () => {
    const tooSmall = await gateway.createCheckout(checkoutFor(50)).catch((error: unknown) => error);
    expect(tooSmall).toBeInstanceOf(GatewayRefusal);
    expect(tooSmall).toMatchObject({
      code: 'invalid_request_error',
      gatewayMessage: 'Validation Failed',
      status: 400,
    });

    const wrongKey = createMoyasarGateway({ ...settings, secretKey: 'sk_test_wrong' });
    const unauthorised = await wrongKey.createCheckout(checkoutFor()).catch((error: unknown) => error);
    expect(unauthorised).toMatchObject({ name: 'GatewayRefusal', code: 'authentication_error', status: 401 });
    expect(String(unauthorised)).not.toContain('sk_test_wrong');
  });
});

describe('checkout states', () => {
  const opened = async () => (await gateway.createCheckout(checkoutFor(10_000))).checkoutId;

  it('is pending before any attempt and while 3-D Secure waits', async () => {
    const checkoutId = await opened();
    expect(await gateway.checkoutState(checkoutId)).toEqual({ status: 'pending' });
    await moyasar.pay(checkoutId, 'pending');
    expect(await gateway.checkoutState(checkoutId)).toEqual({ status: 'pending' });
  });

  it('is paid with the payment, its amount and time after a successful payment', async () => {
    const checkoutId = await opened();
    const before = Date.now();
    const payment = await moyasar.pay(checkoutId, 'paid');
    const state = await gateway.checkoutState(checkoutId);
    expect(state).toEqual({
      status: 'paid',
      paymentId: payment.id,
      amount: 10_000,
      paidAt: expect.any(Date) as Date,
      refunded: 0,
    });
    expect(state.status === 'paid' && state.paidAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is failed with the bank’s reason after a decline, and after a failed 3-D Secure', async () => {
    const declined = await opened();
    await moyasar.pay(declined, 'declined');
    expect(await gateway.checkoutState(declined)).toMatchObject({
      status: 'failed',
      reason: 'Insufficient Funds',
    });

    const unauthenticated = await opened();
    await moyasar.pay(unauthenticated, '3dsFailed');
    expect(await gateway.checkoutState(unauthenticated)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('3-D Secure') as string,
    });
  });

  it('is paid when a second attempt succeeds after a failed one', async () => {
    const checkoutId = await opened();
    await moyasar.pay(checkoutId, 'declined');
    const paid = await moyasar.pay(checkoutId, 'paid');
    expect(await gateway.checkoutState(checkoutId)).toMatchObject({ status: 'paid', paymentId: paid.id });
  });

  it('refuses an unknown checkout with Moyasar’s 404', async () => {
    await expect(gateway.checkoutState('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
      name: 'GatewayRefusal',
      status: 404,
    });
  });
});

describe('an unavailable gateway', () => {
  it('gives up within the configured time when Moyasar does not answer', async () => {
    moyasar.api = 'hang';
    const started = performance.now();
    const error = await gateway.createCheckout(checkoutFor()).catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect(String(error)).toContain(`no answer within ${String(settings.timeoutMs)} ms`);
    expect(elapsed).toBeGreaterThanOrEqual(settings.timeoutMs - 50);
    expect(elapsed).toBeLessThan(settings.timeoutMs + 1000);
  });

  it.each(['error500', 'garbage'] as const)('counts a %s answer as unavailable', async (behaviour) => {
    const checkoutId = (await gateway.createCheckout(checkoutFor())).checkoutId;
    moyasar.api = behaviour;
    await expect(gateway.checkoutState(checkoutId)).rejects.toThrow(GatewayUnavailable);
    await expect(gateway.refund({ paymentId: 'any', amount: 100, refundedBefore: 0 })).rejects.toThrow(
      GatewayUnavailable,
    );
  });

  it('counts a connection refused as unavailable', async () => {
    const nowhere = createMoyasarGateway({ ...settings, baseUrl: 'http://127.0.0.1:9/v1' });
    await expect(nowhere.checkoutState('any')).rejects.toThrow(GatewayUnavailable);
  });
});

describe('refunds', () => {
  const paidPayment = async () => {
    const checkoutId = (await gateway.createCheckout(checkoutFor(10_000))).checkoutId;
    return (await moyasar.pay(checkoutId, 'paid')).id;
  };
  const refundCalls = (paymentId: string) =>
    moyasar.calls.filter(
      (call) => call.method === 'POST' && call.path === `/v1/payments/${paymentId}/refund`,
    );

  it('refunds in parts, then in full, answering the total refunded', async () => {
    const paymentId = await paidPayment();
    expect(await gateway.refund({ paymentId, amount: 3_000, refundedBefore: 0 })).toEqual({
      refundedTotal: 3_000,
    });
    expect(await gateway.refund({ paymentId, amount: 7_000, refundedBefore: 3_000 })).toEqual({
      refundedTotal: 10_000,
    });
    expect(moyasar.payments.get(paymentId)).toMatchObject({ status: 'refunded', refunded: 10_000 });
  });

  it('passes on Moyasar’s refusal of more than was captured', async () => {
    const paymentId = await paidPayment();
    await expect(gateway.refund({ paymentId, amount: 10_001, refundedBefore: 0 })).rejects.toMatchObject({
      name: 'GatewayRefusal',
      code: 'invalid_request_error',
      status: 400,
    });
    await gateway.refund({ paymentId, amount: 10_000, refundedBefore: 0 });
    await expect(gateway.refund({ paymentId, amount: 1, refundedBefore: 10_000 })).rejects.toThrow(
      GatewayRefusal,
    );
    expect(moyasar.payments.get(paymentId)?.refunded).toBe(10_000);
  });

  it('sends a retried refund only once', async () => {
    const paymentId = await paidPayment();
    await gateway.refund({ paymentId, amount: 4_000, refundedBefore: 0 });
    expect(await gateway.refund({ paymentId, amount: 4_000, refundedBefore: 0 })).toEqual({
      refundedTotal: 4_000,
    });
    expect(refundCalls(paymentId)).toHaveLength(1);
    expect(moyasar.payments.get(paymentId)?.refunded).toBe(4_000);
  });

  it('refuses a refund when Moyasar shows another refunded total than the caller knows', async () => {
    const paymentId = await paidPayment();
    await gateway.refund({ paymentId, amount: 2_000, refundedBefore: 0 });
    await expect(gateway.refund({ paymentId, amount: 1_000, refundedBefore: 5_000 })).rejects.toMatchObject({
      code: 'refund_mismatch',
    });
    expect(refundCalls(paymentId)).toHaveLength(1);
  });
});
