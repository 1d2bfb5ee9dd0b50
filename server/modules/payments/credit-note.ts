import { and, eq, sum } from 'drizzle-orm';
import { BASIS_POINTS } from '#contract/payments.js';
import type { Database } from '#server/db/client.js';
import { taxDocuments, type OrderRow } from '#server/db/schema/index.js';
import { issueTaxDocument } from './tax-documents.js';

type Writer = Pick<Database, 'execute' | 'select' | 'insert'>;

/**
 * The VAT inside an amount that includes it, at a rate in basis points, rounded half up to the halala
 * (integers only: twice the divisor keeps the half exact).
 */
export function vatInside(total: number, rateBasisPoints: number): number {
  const divisor = BASIS_POINTS + rateBasisPoints;
  return Math.floor((2 * total * rateBasisPoints + divisor) / (2 * divisor));
}

export interface CreditedRefund {
  id: number;
  amount: number;
  reason: string;
  /** The payment's refunded total before this refund, and the amount paid. */
  refundedBefore: number;
  paid: number;
}

/**
 * The credit note of a refund (ADR 0041, "Tax invoices and credit notes"), inside the refund's
 * transaction, numbered in the CN series like an invoice in its own. Its total is the amount
 * refunded, split into net and VAT at the order's rate; the refund that completes the payment takes
 * the VAT the earlier notes left, so an order's notes add up to its invoice to the halala.
 */
export async function issueCreditNote(
  tx: Writer,
  order: OrderRow,
  invoice: { id: number; number: string },
  refund: CreditedRefund,
  at: Date,
): Promise<{ id: number; number: string }> {
  const completes = refund.refundedBefore + refund.amount === refund.paid;
  const vat = completes
    ? Math.min(refund.amount, Math.max(0, order.vat - (await creditedVat(tx, order.id))))
    : vatInside(refund.amount, order.vatRateBasisPoints);
  const net = refund.amount - vat;
  return issueTaxDocument(tx, {
    kind: 'creditNote',
    orderId: order.id,
    buyerId: order.buyerId,
    originalId: invoice.id,
    refundId: refund.id,
    issuedAt: at,
    lines: [
      {
        descriptionAr: order.descriptionAr,
        descriptionEn: order.descriptionEn,
        quantity: 1,
        net,
        vat,
        total: refund.amount,
      },
    ],
    original: { number: invoice.number, reasonAr: refund.reason, reasonEn: refund.reason },
    net,
    vatRateBasisPoints: order.vatRateBasisPoints,
    vat,
    total: refund.amount,
  });
}

async function creditedVat(tx: Pick<Database, 'select'>, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ vat: sum(taxDocuments.vat).mapWith(Number) })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'creditNote')));
  return row?.vat ?? 0;
}
