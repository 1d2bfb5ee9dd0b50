import { and, eq } from 'drizzle-orm';
import type { OrderView } from '#contract/payments.js';
import type { Database } from '#server/db/client.js';
import { adPromotions, taxDocuments, type OrderRow } from '#server/db/schema/index.js';

/** An order as its buyer sees it, with its invoice's number once paid and a feature's end. */
export async function toOrderView(
  db: Pick<Database, 'select'>,
  order: OrderRow,
  redirectUrl: string | null,
): Promise<OrderView> {
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'invoice')));
  const featured =
    order.status === 'paid' && order.productKind === 'feature' && order.propertyId !== null
      ? await db
          .select({ until: adPromotions.featuredUntil })
          .from(adPromotions)
          .where(eq(adPromotions.propertyId, order.propertyId))
      : [];
  return {
    id: order.id,
    status: order.status,
    productCode: order.productCode,
    propertyId: order.propertyId,
    officeId: order.officeId,
    net: order.net,
    vatRateBasisPoints: order.vatRateBasisPoints,
    vat: order.vat,
    total: order.total,
    currency: 'SAR',
    createdAt: order.createdAt.toISOString(),
    redirectUrl: order.status === 'pending' ? redirectUrl : null,
    invoiceNumber: invoice?.number ?? null,
    productKind: order.productKind,
    featuredUntil: featured[0]?.until?.toISOString() ?? null,
  };
}
