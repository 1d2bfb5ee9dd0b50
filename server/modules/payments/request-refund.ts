import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { orders, payments, refunds } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { halalasAsDecimal } from '#server/lib/tax-invoice/money.js';

export type RefundRow = typeof refunds.$inferSelect;
type Writer = Pick<Database, 'insert'>;

export interface NewRefund {
  orderId: string;
  staffId: string;
  /** Halalas. */
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** Written in the transaction that records the request: the back office's audit entry. */
export type RecordRefundRequest = (tx: Writer, refund: RefundRow, at: Date) => Promise<void>;

const keyReused = () => new AppError('conflict', 'refundKeyReused');

/**
 * The first step of a refund (ADR 0041, "Refunds"): the `refunds` row, `pending`, with its key and
 * the payment's refunded total now, committed before the gateway is asked, under the payment's row
 * lock. So a retry (the same key) or the reconciliation job finds it and asks the gateway with the
 * same `refunded_before`, which the gateway uses to tell a refund done from one to do. One refund
 * of a payment waits for the gateway at a time: another one would not know its `refunded_before`.
 */
export async function requestRefund(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: NewRefund,
  recordRequest: RecordRefundRequest,
): Promise<RefundRow> {
  const at = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
      if (!order) throw new AppError('notFound', 'notFound');
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, input.orderId))
        .for('update');
      const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
      if (same) {
        if (same.orderId !== input.orderId || same.amount !== input.amount) throw keyReused();
        return same;
      }
      if (!payment) throw new AppError('conflict', 'orderNotRefundable');
      const waiting = await tx
        .select({ amount: refunds.amount })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'pending')));
      if (waiting.length > 0) throw new AppError('conflict', 'refundInProgress');
      const refundable = payment.amount - payment.refunded;
      if (input.amount > refundable) {
        throw fieldError('amount', 'refundExceedsRefundable', { refundable: halalasAsDecimal(refundable) });
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          orderId: input.orderId,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          reason: input.reason,
          staffId: input.staffId,
          refundedBefore: payment.refunded,
          createdAt: at,
        })
        .returning();
      if (!refund) throw new Error('the refund was not written');
      await recordRequest(tx, refund, at);
      return refund;
    });
  } catch (error) {
    // The same key sent at once for two orders: the unique key lets one through.
    if (isUniqueViolation(error)) throw keyReused();
    throw error;
  }
}
