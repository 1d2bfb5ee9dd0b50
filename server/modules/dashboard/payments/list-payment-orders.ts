import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PaymentOrderListItem, PaymentOrderListQuery } from '#contract/dashboard/payments-finance.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { orders, payments, taxDocuments, users } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';
import { equalsIfGiven } from '#server/lib/optional-filters.js';
import { maskPhone, normalizeAnyPhone } from '#server/lib/phone.js';
import { pagedStaffList } from '../shared/paged-staff-list.js';
import { afterRiyadhDay, riyadhMidnight } from './riyadh-days.js';

/** Numbers without a country code are Saudi ones. */
const DEFAULT_DIAL_CODE = '+966';

const invoiceNumber = sql<string | null>`(select ${taxDocuments.number} from ${taxDocuments}
  where ${taxDocuments.orderId} = ${orders.id} and ${taxDocuments.kind} = 'invoice' limit 1)`;

const selectOrders = (db: Pick<Database, 'select'>) =>
  db
    .select({
      order: orders,
      buyerName: users.fullName,
      buyerPhone: users.phoneNumber,
      refunded: payments.refunded,
      invoiceNumber,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .$dynamic();

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** The buyer's number as typed, in international form; a 422 on `BuyerPhone` when it is none. */
function buyerPhoneOf(query: PaymentOrderListQuery): string | undefined {
  if (query.BuyerPhone === undefined) return undefined;
  const phone = normalizeAnyPhone(query.BuyerPhone, DEFAULT_DIAL_CODE);
  if (!phone) throw fieldError('BuyerPhone', 'phoneInvalid');
  return phone;
}

function toItem(row: OrderRow, language: Language): PaymentOrderListItem {
  const { order } = row;
  return {
    id: order.id,
    status: order.status,
    productCode: order.productCode,
    productKind: order.productKind,
    description: language === 'ar' ? order.descriptionAr : order.descriptionEn,
    propertyId: order.propertyId,
    officeId: order.officeId,
    buyer: {
      id: order.buyerId,
      name: row.buyerName,
      phone: row.buyerPhone ? maskPhone(row.buyerPhone) : null,
    },
    net: order.net,
    vatRateBasisPoints: order.vatRateBasisPoints,
    vat: order.vat,
    total: order.total,
    refunded: row.refunded ?? 0,
    invoiceNumber: row.invoiceNumber,
    createdAt: order.createdAt.toISOString(),
    settledAt: order.settledAt?.toISOString() ?? null,
  };
}

/**
 * Orders in every status, newest first, narrowed by status, product kind, Riyadh days and the
 * buyer's exact number (looked up on its own, so the list and its count read `orders` alone).
 */
export async function listPaymentOrders(
  deps: Pick<AppDeps, 'db'>,
  query: PaymentOrderListQuery,
  language: Language,
) {
  const phone = buyerPhoneOf(query);
  const buyerIds =
    phone === undefined
      ? undefined
      : sql`(select ${users.id} from ${users} where ${users.phoneNumber} = ${phone})`;
  return pagedStaffList(deps.db, query, {
    rows: selectOrders(deps.db),
    counted: orders,
    where: and(
      equalsIfGiven(orders.status, query.Status),
      equalsIfGiven(orders.productKind, query.Kind),
      query.From ? gte(orders.createdAt, riyadhMidnight(query.From)) : undefined,
      query.To ? lt(orders.createdAt, afterRiyadhDay(query.To)) : undefined,
      buyerIds ? sql`${orders.buyerId} in ${buyerIds}` : undefined,
    ),
    orderBy: [desc(orders.createdAt), desc(orders.id)],
    toItem: (row) => toItem(row, language),
  });
}
