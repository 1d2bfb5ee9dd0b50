import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { GatewayRefusal, type CheckoutRequest, type CheckoutState } from './gateway.js';

/**
 * The development gateway's books, in memory: checkouts (one open per order) and their payment
 * attempts, kept by the rules the Moyasar adapter reads from Moyasar (moyasar-gateway.ts,
 * moyasar-state.ts). A restart forgets them.
 */

export interface DevelopmentCheckout {
  id: string;
  orderId: string;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date | null;
  /** The customer pressed Cancel: the page takes no more attempts. */
  canceled: boolean;
  /** Every attempt, oldest first. */
  payments: DevelopmentPayment[];
}

export interface DevelopmentPayment {
  id: string;
  checkoutId: string;
  orderId: string;
  /** Moyasar's payment statuses this gateway plays. */
  status: 'paid' | 'failed' | 'refunded';
  amount: number;
  refunded: number;
  /** The bank's message, as Moyasar gives it in `source.message`. */
  message: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a button on the development page does. */
export type DevelopmentOutcome = 'paid' | 'declined' | 'secureCodeFailed';

/** The bank's messages, the same as Moyasar's test cards give. */
export const BANK_MESSAGES: Record<DevelopmentOutcome, string> = {
  paid: 'APPROVED',
  declined: 'Insufficient Funds',
  secureCodeFailed: '3-D Secure transaction attempt failed (Authentication failed)',
};

/** Every checkout id this gateway makes starts so: an unknown one was lost with a restart. */
export const CHECKOUT_PREFIX = 'dev_inv_';
const PAYMENT_PREFIX = 'dev_pay_';
/** Moyasar's least amount: 1 SAR. */
const LEAST_AMOUNT = 100;

const notFound = () => new GatewayRefusal('invalid_request_error', 'Object not found', 404);

export class DevelopmentLedger {
  private readonly checkouts = new Map<string, DevelopmentCheckout>();
  private readonly payments = new Map<string, DevelopmentPayment>();

  constructor(private readonly clock: Clock) {}

  /** The order's checkout that still takes attempts (or is paid), else a new one. */
  open(request: CheckoutRequest): DevelopmentCheckout {
    if (!Number.isInteger(request.amount) || request.amount < LEAST_AMOUNT) {
      throw new GatewayRefusal('invalid_request_error', 'amount must be at least 100', 400);
    }
    const found = [...this.checkouts.values()].find(
      (checkout) => checkout.orderId === request.orderId && this.statusOf(checkout) !== 'expired',
    );
    if (found && found.amount !== request.amount) {
      throw new GatewayRefusal(
        'amount_mismatch',
        `the order's checkout asks ${String(found.amount)}, not ${String(request.amount)}`,
      );
    }
    if (found) return found;
    const checkout: DevelopmentCheckout = {
      id: `${CHECKOUT_PREFIX}${randomUUID()}`,
      orderId: request.orderId,
      amount: request.amount,
      description: request.description,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: request.expiresAt ?? null,
      canceled: false,
      payments: [],
    };
    this.checkouts.set(checkout.id, checkout);
    return checkout;
  }

  checkout(checkoutId: string): DevelopmentCheckout | undefined {
    return this.checkouts.get(checkoutId);
  }

  /** As `checkoutState` answers; a checkout of ours this process does not know was lost with a restart. */
  state(checkoutId: string): CheckoutState {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout) {
      if (checkoutId.startsWith(CHECKOUT_PREFIX)) return { status: 'expired' };
      throw notFound();
    }
    const settled = settledPayment(checkout);
    if (settled) {
      return {
        status: 'paid',
        paymentId: settled.id,
        amount: settled.amount,
        paidAt: settled.createdAt,
        refunded: settled.refunded,
      };
    }
    const last = checkout.payments.at(-1);
    if (this.statusOf(checkout) === 'expired') return { status: 'expired' };
    if (last?.status === 'failed') return { status: 'failed', paymentId: last.id, reason: last.message };
    return { status: 'pending' };
  }

  /** Paid, taking attempts (pending or after a failure), or closed (expired or canceled). */
  statusOf(checkout: DevelopmentCheckout): 'paid' | 'open' | 'expired' {
    if (settledPayment(checkout)) return 'paid';
    const expired = checkout.expiresAt !== null && checkout.expiresAt <= this.clock.now();
    return checkout.canceled || expired ? 'expired' : 'open';
  }

  /** One attempt on an open checkout; undefined when the checkout takes none. */
  attempt(checkoutId: string, outcome: DevelopmentOutcome): DevelopmentPayment | undefined {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout || this.statusOf(checkout) !== 'open') return undefined;
    const now = this.clock.now();
    const payment: DevelopmentPayment = {
      id: `${PAYMENT_PREFIX}${randomUUID()}`,
      checkoutId,
      orderId: checkout.orderId,
      status: outcome === 'paid' ? 'paid' : 'failed',
      amount: checkout.amount,
      refunded: 0,
      message: BANK_MESSAGES[outcome],
      createdAt: now,
      updatedAt: now,
    };
    checkout.payments.push(payment);
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** The customer gave up: an open checkout takes no more attempts. */
  cancel(checkoutId: string): boolean {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout || this.statusOf(checkout) !== 'open') return false;
    checkout.canceled = true;
    return true;
  }

  /**
   * Refunds by the adapter's rules: already done (a retry) answers the total, another total than the
   * caller's is `refund_mismatch`, and what Moyasar refuses is refused here (more than is left, a
   * payment that was not paid). Answers the payment when money went back now.
   */
  refund(paymentId: string, amount: number, refundedBefore: number) {
    const payment = this.payments.get(paymentId);
    if (!payment) throw notFound();
    if (payment.refunded === refundedBefore + amount) return { payment, refundedNow: false };
    if (payment.refunded !== refundedBefore) {
      throw new GatewayRefusal(
        'refund_mismatch',
        `the development gateway shows ${String(payment.refunded)} refunded, the caller ${String(refundedBefore)}`,
      );
    }
    if (payment.status === 'failed') {
      throw new GatewayRefusal('invalid_request_error', 'Payment is failed and cannot be refunded', 400);
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > payment.amount - payment.refunded) {
      throw new GatewayRefusal(
        'invalid_request_error',
        'Amount to refund is greater than the refundable amount',
        400,
      );
    }
    payment.refunded += amount;
    payment.updatedAt = this.clock.now();
    if (payment.refunded === payment.amount) payment.status = 'refunded';
    return { payment, refundedNow: true };
  }
}

const settledPayment = (checkout: DevelopmentCheckout) =>
  checkout.payments.find((payment) => payment.status !== 'failed');
