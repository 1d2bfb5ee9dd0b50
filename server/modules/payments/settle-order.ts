import { eq } from 'drizzle-orm';
import type { OrderStatus } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { orders, payments, type OrderRow } from '#server/db/schema/index.js';
import type { CheckoutState, PaymentGateway } from '#server/lib/payments/index.js';
import { grantFeature } from './grant-feature.js';
import { issueTaxDocument } from './tax-documents.js';

export type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'log'> & {
  gateway: Pick<PaymentGateway, 'checkoutState'>;
};

/**
 * The one door through which money becomes visibility (ADR 0041, "A payment is applied exactly once"):
 * the return from the gateway, its webhook and the reconciliation job all come here, and none is
 * believed: the gateway is asked now. Then one transaction, on the order's locked row, writes the
 * payment, the grant and the invoice together, or settles a failure; an order already settled is
 * answered as it is.
 */
export async function settleOrder(deps: SettleDeps, orderId: string): Promise<OrderStatus> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('settleOrder: no such order');
  if (order.status !== 'pending') return order.status;
  const state: CheckoutState = order.checkoutId
    ? await deps.gateway.checkoutState(order.checkoutId)
    : { status: 'pending' };
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked || locked.status !== 'pending') return locked?.status ?? 'pending';
    const settled = (status: OrderStatus) =>
      tx
        .update(orders)
        .set({ status, settledAt: now, updatedAt: now })
        .where(eq(orders.id, orderId))
        .then(() => status);
    switch (state.status) {
      case 'paid':
        if (state.amount !== locked.total) {
          deps.log.error(
            { orderId, expected: locked.total, paid: state.amount },
            'payments: the gateway captured another amount than the order’s; nothing granted',
          );
          return settled('disputed');
        }
        await tx.insert(payments).values({
          orderId,
          gatewayPaymentId: state.paymentId,
          amount: state.amount,
          capturedAt: state.paidAt,
          createdAt: now,
        });
        await grant(tx, locked, now, deps);
        await issueTaxDocument(tx, {
          kind: 'invoice',
          orderId,
          buyerId: locked.buyerId,
          issuedAt: now,
          lines: [
            {
              descriptionAr: locked.descriptionAr,
              descriptionEn: locked.descriptionEn,
              quantity: 1,
              net: locked.net,
              vat: locked.vat,
              total: locked.total,
            },
          ],
          net: locked.net,
          vatRateBasisPoints: locked.vatRateBasisPoints,
          vat: locked.vat,
          total: locked.total,
        });
        return settled('paid');
      case 'voided':
        return settled('failed');
      case 'expired':
        return settled('expired');
      case 'failed': // an attempt failed; the gateway's page takes another until the checkout expires
      case 'pending':
        // No checkout was made (the gateway was down) and the order's time is over: nothing can be paid.
        if (!locked.checkoutId && locked.expiresAt <= now) return settled('expired');
        return 'pending';
    }
  });
}

async function grant(tx: Parameters<typeof grantFeature>[0], order: OrderRow, now: Date, deps: SettleDeps) {
  if (order.productKind === 'feature' && order.days !== null) {
    if (order.propertyId === null) {
      deps.log.warn({ orderId: order.id }, 'payments: a paid feature’s ad is gone; staff should refund it');
      return;
    }
    await grantFeature(tx, order.propertyId, order.days, now);
    return;
  }
  throw new Error(`payments: no grant for ${order.productKind} yet`);
}
