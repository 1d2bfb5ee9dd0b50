import type { z } from 'zod';
import { GatewayUnavailable, type CheckoutState, type GatewayEventKind } from './gateway.js';
import type { MoyasarInvoice, MoyasarPayment, moyasarWebhook } from './moyasar-shapes.js';

/** Payment statuses under which the money was taken (a refund may have given some or all back). */
const SETTLED = new Set(['paid', 'captured', 'refunded']);

/**
 * A Moyasar invoice as a checkout state. `settledPayment` is the invoice's payment when its own list
 * does not carry it (read separately by the caller).
 */
export function checkoutStateOf(invoice: MoyasarInvoice, settledPayment?: MoyasarPayment): CheckoutState {
  const payments = invoice.payments ?? [];
  const settled = settledPayment ?? payments.find((payment) => SETTLED.has(payment.status));
  if (invoice.status === 'voided') {
    const voided = payments.find((payment) => payment.status === 'voided');
    return { status: 'voided', paymentId: voided?.id ?? invoice.payment_id ?? '' };
  }
  if (settled) return paid(invoice, settled);
  if (invoice.status === 'paid' || invoice.status === 'refunded') {
    throw new GatewayUnavailable('Moyasar says the invoice is paid but shows no paid payment');
  }
  if (invoice.status === 'expired' || invoice.status === 'canceled') return { status: 'expired' };
  const last = latest(payments);
  if (last?.status === 'failed' || invoice.status === 'failed') {
    return {
      status: 'failed',
      paymentId: last?.id ?? '',
      reason: last?.source?.message ?? 'the payment failed',
    };
  }
  return { status: 'pending' };
}

function paid(invoice: MoyasarInvoice, payment: MoyasarPayment): CheckoutState {
  const paidAt = new Date(invoice.paid_at ?? payment.updated_at ?? payment.created_at ?? Number.NaN);
  if (Number.isNaN(paidAt.getTime())) {
    throw new GatewayUnavailable('Moyasar gave a paid payment without a readable time');
  }
  return {
    status: 'paid',
    paymentId: payment.id,
    amount: payment.amount,
    paidAt,
    refunded: payment.refunded ?? 0,
  };
}

const latest = (payments: readonly MoyasarPayment[]) =>
  payments.reduce<MoyasarPayment | undefined>(
    (last, payment) => (!last || (payment.created_at ?? '') >= (last.created_at ?? '') ? payment : last),
    undefined,
  );

/** Moyasar's event names; its dashboard guide spells the failure `payment_faild`, its API `payment_failed`. */
export function eventKind(type: z.infer<typeof moyasarWebhook>['type']): GatewayEventKind {
  switch (type) {
    case 'payment_paid':
    case 'payment_captured':
      return 'paid';
    case 'payment_failed':
    case 'payment_faild':
      return 'failed';
    case 'payment_refunded':
      return 'refunded';
    case 'payment_voided':
      return 'voided';
    default:
      return 'other';
  }
}
