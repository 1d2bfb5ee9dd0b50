import { asc, eq, type SQL } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { DashboardOrder, DashboardRefund } from '#contract/dashboard/payment-orders.js';
import type { Database } from '#server/db/client.js';
import {
  offices,
  orders,
  payments,
  properties,
  refunds,
  staff,
  taxDocuments,
  users,
} from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import { localText } from '#server/lib/i18n/localize.js';
import { maskPhone } from '#server/lib/phone.js';
import { sentStatusOf } from '#server/modules/ads/index.js';

type Reader = Pick<Database, 'select'>;

/**
 * One order as the back office shows it (ADR 0041): product, buyer with the phone masked, the ad or
 * office it was for, the payment with what is left to refund, its refunds and tax documents.
 */
export async function paymentOrderView(db: Reader, id: string, language: Language): Promise<DashboardOrder> {
  const row = foundRow(
    await db
      .select({
        order: orders,
        buyer: { id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber },
        ad: {
          id: properties.id,
          titleAr: properties.titleAr,
          titleEn: properties.titleEn,
          status: properties.status,
        },
        office: { id: offices.id, nameAr: offices.nameAr, nameEn: offices.nameEn },
        payment: payments,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.buyerId))
      .leftJoin(properties, eq(properties.id, orders.propertyId))
      .leftJoin(offices, eq(offices.id, orders.officeId))
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, id)),
  );
  const { order, buyer, ad, office, payment } = row;
  const [refundList, documents] = await Promise.all([
    refundsWhere(db, eq(refunds.orderId, id)),
    documentsOf(db, id),
  ]);
  const waiting = refundList
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    settledAt: order.settledAt?.toISOString() ?? null,
    product: {
      code: order.productCode,
      kind: order.productKind,
      description: localText(order.descriptionAr, order.descriptionEn, language),
      days: order.days,
      credits: order.credits,
    },
    buyer: buyer && { id: buyer.id, name: buyer.fullName, phone: maskPhone(buyer.phoneNumber) },
    ad: ad && {
      id: ad.id,
      title: localText(ad.titleAr, ad.titleEn, language),
      status: sentStatusOf(ad.status),
    },
    office: office && { id: office.id, name: localText(office.nameAr, office.nameEn, language) },
    net: order.net,
    vatRateBasisPoints: order.vatRateBasisPoints,
    vat: order.vat,
    total: order.total,
    currency: 'SAR',
    payment: payment && {
      gatewayPaymentId: payment.gatewayPaymentId,
      amount: payment.amount,
      refunded: payment.refunded,
      refundable: Math.max(0, payment.amount - payment.refunded - waiting),
      capturedAt: payment.capturedAt.toISOString(),
    },
    refunds: refundList,
    taxDocuments: documents,
  };
}

/** One refund as the back office lists it. */
export async function refundView(db: Reader, refundId: number): Promise<DashboardRefund> {
  return foundRow(await refundsWhere(db, eq(refunds.id, refundId)));
}

async function refundsWhere(db: Reader, condition: SQL): Promise<DashboardRefund[]> {
  const rows = await db
    .select({ refund: refunds, staffEmail: staff.email, creditNoteNumber: taxDocuments.number })
    .from(refunds)
    .leftJoin(staff, eq(staff.id, refunds.staffId))
    .leftJoin(taxDocuments, eq(taxDocuments.refundId, refunds.id))
    .where(condition)
    .orderBy(asc(refunds.id));
  return rows.map(({ refund, staffEmail, creditNoteNumber }) => ({
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    staff: staffEmail === null ? null : { id: refund.staffId, email: staffEmail },
    createdAt: refund.createdAt.toISOString(),
    completedAt: refund.completedAt?.toISOString() ?? null,
    creditNoteNumber,
  }));
}

async function documentsOf(db: Reader, orderId: string): Promise<DashboardOrder['taxDocuments']> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    net: row.net,
    vat: row.vat,
    total: row.total,
    originalNumber: row.originalId === null ? null : (numbers.get(row.originalId) ?? null),
  }));
}
