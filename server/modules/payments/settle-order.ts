import { eq } from 'drizzle-orm';
import type { OrderStatus } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { orders, payments, type OrderRow } from '#server/db/schema/index.js';
import type { CheckoutState, PaymentGateway } from '#server/lib/payments/index.js';
import { lockedBalance, recordCreditChange } from './credit-ledger.js';
import { grantBump } from './grant-bump.js';
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

type Tx = Parameters<typeof grantBump>[0] & Parameters<typeof grantFeature>[0];

/**
 * What the order bought, in the settling transaction. A grant that cannot be given (the ad gone or
 * off the site, a bump within 24 hours of another that raced it, the office gone) leaves the order
 * paid with its invoice and nothing given: staff are told to refund it (ADR 0041, "A bump").
 */
async function grant(tx: Tx, order: OrderRow, now: Date, deps: SettleDeps) {
  const refundable = (reason: string) =>
    deps.log.error(
      { orderId: order.id, reason },
      'payments: a paid order could not be given; staff should refund it',
    );
  switch (order.productKind) {
    case 'feature':
      if (order.propertyId === null || order.days === null) return refundable('the ad is gone');
      return grantFeature(tx, order.propertyId, order.days, now);
    case 'bump': {
      if (order.propertyId === null) return refundable('the ad is gone');
      const outcome = await grantBump(tx, {
        propertyId: order.propertyId,
        at: now,
        userId: order.buyerId,
        orderId: order.id,
      });
      if (outcome !== 'bumped') refundable(`bump ${outcome}`);
      return;
    }
    case 'credits': {
      if (order.officeId === null || order.credits === null) return refundable('the office is gone');
      const balance = await lockedBalance(tx, order.officeId, now);
      await recordCreditChange(
        tx,
        {
          officeId: order.officeId,
          kind: 'purchase',
          delta: order.credits,
          at: now,
          userId: order.buyerId,
          orderId: order.id,
          productCode: order.productCode,
        },
        balance,
      );
      return;
    }
  }
}
