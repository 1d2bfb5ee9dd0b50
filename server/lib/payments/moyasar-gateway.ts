import type { z } from 'zod';
import { callAuthority, type AuthorityAnswer } from '../authority-call.js';
import { GatewayRefusal, GatewayUnavailable, type PaymentGateway } from './gateway.js';
import {
  metadataText,
  moyasarInvoice,
  moyasarInvoiceList,
  moyasarPayment,
  moyasarRefusal,
  ORDER_ID_KEY,
  type MoyasarInvoice,
} from './moyasar-shapes.js';
import { checkoutStateOf } from './moyasar-state.js';
import { readMoyasarWebhook } from './moyasar-webhook.js';

export interface MoyasarSettings {
  /** With its version: https://api.moyasar.com/v1 */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
}

/** Statuses Moyasar answers with a refusal we pass on; 429 and 5xx count as unavailable. */
const REFUSALS = [400, 401, 403, 404, 405, 422] as const;
/** Invoices that take no more attempts: a new order request gets a new one. */
const CLOSED = new Set(['expired', 'canceled']);

/**
 * Moyasar as our payment gateway (docs/decisions/0041-paid-visibility.md, "The payment gateway"): a checkout is an invoice
 * (its hosted page takes the card, 3-D Secure, mada, Apple Pay, STC Pay), found again by our order id
 * in its metadata; refunds on its payments; webhooks trusted by the dashboard's secret token.
 * One bounded request per call, no retries of our own; the key never leaves the Authorization header.
 */
export function createMoyasarGateway(
  settings: MoyasarSettings,
  fetchFn: typeof fetch = fetch,
): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  const unavailable = (message: string, options?: { cause: unknown }) =>
    new GatewayUnavailable(message.replace('the authority', 'Moyasar'), options);

  async function call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<unknown> {
    const answer: AuthorityAnswer = await callAuthority(
      {
        url: `${settings.baseUrl}${path}`,
        method,
        headers: { authorization },
        json,
        timeoutMs: settings.timeoutMs,
        fetchFn,
        answers: REFUSALS,
      },
      unavailable,
    );
    if (answer.status >= 400) {
      const refusal = moyasarRefusal.safeParse(answer.body).data;
      throw new GatewayRefusal(
        refusal?.type ?? `http_${String(answer.status)}`,
        refusal?.message ?? 'no message',
        answer.status,
      );
    }
    return answer.body;
  }

  function read<T>(body: unknown, shape: z.ZodType<T>, what: string): T {
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new GatewayUnavailable(`Moyasar answered ${what} in an unknown shape`);
    return parsed.data;
  }

  /** The order's invoice that still takes payments (or is paid), if Moyasar holds one. */
  async function existingInvoice(orderId: string): Promise<MoyasarInvoice | undefined> {
    const query = new URLSearchParams({ [`metadata[${ORDER_ID_KEY}]`]: orderId });
    const { invoices } = read(
      await call('GET', `/invoices?${query.toString()}`),
      moyasarInvoiceList,
      'a list',
    );
    return (invoices ?? []).find(
      (invoice) => metadataText(invoice.metadata, ORDER_ID_KEY) === orderId && !CLOSED.has(invoice.status),
    );
  }

  const readPayment = async (paymentId: string) =>
    read(await call('GET', `/payments/${encodeURIComponent(paymentId)}`), moyasarPayment, 'a payment');

  return {
    async createCheckout(input) {
      const found = await existingInvoice(input.orderId);
      if (found && found.amount !== input.amount) {
        throw new GatewayRefusal(
          'amount_mismatch',
          `the order's invoice asks ${String(found.amount)}, not ${String(input.amount)}`,
        );
      }
      const invoice =
        found ??
        read(
          await call('POST', '/invoices', {
            amount: input.amount,
            currency: 'SAR',
            description: input.description,
            success_url: input.returnUrl,
            back_url: input.cancelUrl,
            ...(input.expiresAt ? { expired_at: input.expiresAt.toISOString() } : {}),
            metadata: { [ORDER_ID_KEY]: input.orderId },
          }),
          moyasarInvoice,
          'an invoice',
        );
      return { checkoutId: invoice.id, redirectUrl: invoice.url, amount: invoice.amount };
    },

    async checkoutState(checkoutId) {
      const invoice = read(
        await call('GET', `/invoices/${encodeURIComponent(checkoutId)}`),
        moyasarInvoice,
        'an invoice',
      );
      const listed = (invoice.payments ?? []).some((payment) => payment.id === invoice.payment_id);
      const settled = invoice.payment_id && !listed ? await readPayment(invoice.payment_id) : undefined;
      return checkoutStateOf(invoice, settled);
    },

    async refund({ paymentId, amount, refundedBefore }) {
      const before = (await readPayment(paymentId)).refunded ?? 0;
      if (before === refundedBefore + amount) return { refundedTotal: before };
      if (before !== refundedBefore) {
        throw new GatewayRefusal(
          'refund_mismatch',
          `Moyasar shows ${String(before)} refunded, the caller ${String(refundedBefore)}`,
        );
      }
      const path = `/payments/${encodeURIComponent(paymentId)}/refund`;
      const payment = read(await call('POST', path, { amount }), moyasarPayment, 'a refund');
      return { refundedTotal: payment.refunded ?? 0 };
    },

    readWebhook: (body) => readMoyasarWebhook(body, settings.webhookSecret),
  };
}
