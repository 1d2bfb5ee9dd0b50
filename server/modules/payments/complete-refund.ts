import { and, eq, ne, sql } from 'drizzle-orm';
import type { RefundStatus } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { orders, payments, refunds, taxDocuments } from '#server/db/schema/index.js';
import { GatewayRefusal, GatewayUnavailable, type PaymentGateway } from '#server/lib/payments/index.js';
import { issueCreditNote } from './credit-note.js';
import { endOrderVisibility } from './end-order-visibility.js';
import type { RefundRow } from './request-refund.js';

export type CompleteRefundDeps = Pick<AppDeps, 'db' | 'clock' | 'log'> & {
  gateway: Pick<PaymentGateway, 'refund'>;
};

/** A refund's state after an attempt: `unavailable` when the gateway did not answer (still pending). */
export type RefundOutcome = RefundStatus | 'unavailable' | 'busy';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The second step of a refund (ADR 0041, "Refunds"), for the request and for the reconciliation job
 * alike. The refund's row is locked for the whole attempt, so two attempts never ask the gateway at
 * once; the gateway is asked with the `refunded_before` written in the first step, so an attempt
 * after a lost answer or a crash finds the refund done and does not send it again. Then the same
 * transaction marks it refunded, adds it to the payment, issues the credit note and ends the order's
 * visibility; a refusal marks it failed; no answer leaves it pending. `skipBusy` (the job) passes over
 * a refund another attempt holds.
 */
export async function completeRefund(
  deps: CompleteRefundDeps,
  refundId: number,
  { skipBusy = false } = {},
): Promise<RefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const locking = tx.select().from(refunds).where(eq(refunds.id, refundId));
    const [refund] = await (skipBusy ? locking.for('update', { skipLocked: true }) : locking.for('update'));
    if (!refund) return 'busy';
    if (refund.status !== 'pending') return refund.status;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment) throw new Error(`refund ${String(refundId)} has no payment`);
    try {
      const { refundedTotal } = await deps.gateway.refund({
        paymentId: payment.gatewayPaymentId,
        amount: refund.amount,
        refundedBefore: refund.refundedBefore,
      });
      if (refundedTotal !== refund.refundedBefore + refund.amount) {
        deps.log.warn(
          { refundId, refundedTotal, expected: refund.refundedBefore + refund.amount },
          'payments: the gateway reports another refunded total than ours after a refund',
        );
      }
    } catch (error) {
      if (error instanceof GatewayUnavailable) return 'unavailable';
      if (!(error instanceof GatewayRefusal)) throw error;
      deps.log.error(
        { refundId, orderId: refund.orderId, code: error.code, gatewayMessage: error.gatewayMessage },
        'payments: the gateway refused a refund',
      );
      await tx
        .update(refunds)
        .set({ status: 'failed', completedAt: deps.clock.now() })
        .where(eq(refunds.id, refundId));
      return 'failed';
    }
    await recordRefunded(tx, refund, payment.amount, deps.clock.now());
    return 'refunded';
  });
}

/** What the gateway's refund leaves in our books, in the refund's transaction. */
async function recordRefunded(tx: Tx, refund: RefundRow, paid: number, at: Date): Promise<void> {
  await tx.update(refunds).set({ status: 'refunded', completedAt: at }).where(eq(refunds.id, refund.id));
  await tx
    .update(payments)
    .set({ refunded: sql`${payments.refunded} + ${refund.amount}` })
    .where(eq(payments.id, refund.paymentId));
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
  const [invoice] = await tx
    .select({ id: taxDocuments.id, number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, refund.orderId), eq(taxDocuments.kind, 'invoice')));
  if (!order || !invoice) throw new Error(`refund ${String(refund.id)}: its order or invoice is missing`);
  const earlier = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.orderId, refund.orderId), eq(refunds.status, 'refunded'), ne(refunds.id, refund.id)),
    )
    .limit(1);
  if (earlier.length === 0) await endOrderVisibility(tx, order, refund.id, at);
  await issueCreditNote(tx, order, invoice, { ...refund, paid }, at);
}
