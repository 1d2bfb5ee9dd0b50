import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type {
  RevenueFigures,
  RevenueQuery,
  RevenueReport,
  RevenueRow,
} from '#contract/dashboard/payments-finance.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';
import { orders, taxDocuments, visibilityProducts } from '#server/db/schema/index.js';
import { afterRiyadhDay, everyDay, riyadhDayOf, riyadhMidnight } from './riyadh-days.js';

const isInvoice = sql`${taxDocuments.kind} = 'invoice'`;
const isCreditNote = sql`${taxDocuments.kind} = 'creditNote'`;

const countOf = (which: SQL) => sql<number>`count(*) filter (where ${which})`.mapWith(Number);
const sumOf = (column: AnyPgColumn, which: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${which}), 0)`.mapWith(Number);

type Sums = Omit<RevenueFigures, 'netRevenue' | 'vatDue' | 'balance'>;

const NO_SUMS: Sums = {
  paidOrders: 0,
  net: 0,
  vat: 0,
  invoiced: 0,
  refunds: 0,
  refundedNet: 0,
  refundedVat: 0,
  refunded: 0,
};

/** What the documents add up to: invoiced less credited, net, VAT and in all. */
const figuresOf = (sums: Sums): RevenueFigures => ({
  ...sums,
  netRevenue: sums.net - sums.refundedNet,
  vatDue: sums.vat - sums.refundedVat,
  balance: sums.invoiced - sums.refunded,
});

const SUM_KEYS = Object.keys(NO_SUMS) as (keyof Sums)[];

/** The sums of `a` and `b` (`b` may carry more than sums: those are left out). */
function added(a: Sums, b: Sums): Sums {
  const sum = { ...NO_SUMS };
  for (const key of SUM_KEYS) sum[key] = a[key] + b[key];
  return sum;
}

/** The sums of invoices and credit notes issued in the range, per Riyadh day and product. */
async function readSums(db: Pick<Database, 'select'>, range: RevenueQuery) {
  const day = riyadhDayOf(taxDocuments.issuedAt);
  return db
    .select({
      day: day.as('day'),
      productCode: orders.productCode,
      nameAr: visibilityProducts.nameAr,
      nameEn: visibilityProducts.nameEn,
      paidOrders: countOf(isInvoice),
      net: sumOf(taxDocuments.net, isInvoice),
      vat: sumOf(taxDocuments.vat, isInvoice),
      invoiced: sumOf(taxDocuments.total, isInvoice),
      refunds: countOf(isCreditNote),
      refundedNet: sumOf(taxDocuments.net, isCreditNote),
      refundedVat: sumOf(taxDocuments.vat, isCreditNote),
      refunded: sumOf(taxDocuments.total, isCreditNote),
    })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .innerJoin(visibilityProducts, eq(visibilityProducts.id, orders.productId))
    .where(
      and(
        gte(taxDocuments.issuedAt, riyadhMidnight(range.from)),
        lt(taxDocuments.issuedAt, afterRiyadhDay(range.to)),
      ),
    )
    .groupBy(day, orders.productCode, visibilityProducts.nameAr, visibilityProducts.nameEn)
    .orderBy(asc(day), asc(orders.productCode));
}

/**
 * Revenue from the tax documents, the accounting record: each invoice on the Riyadh day it was
 * issued, each credit note on its own day (not its invoice's), by the product the order bought.
 */
export async function revenueReport(
  db: Pick<Database, 'select'>,
  range: RevenueQuery,
  language: Language,
): Promise<RevenueReport> {
  const sums = await readSums(db, range);
  const nameOf = (row: (typeof sums)[number]) => (language === 'ar' ? row.nameAr : row.nameEn);
  const rows: RevenueRow[] = sums.map((row) => ({
    ...figuresOf(added(NO_SUMS, row)),
    day: row.day,
    productCode: row.productCode,
    productName: nameOf(row),
  }));
  const byDay = new Map<string, Sums>();
  const byProduct = new Map<string, { productName: string; sums: Sums }>();
  let totals = NO_SUMS;
  for (const row of sums) {
    byDay.set(row.day, added(byDay.get(row.day) ?? NO_SUMS, row));
    const product = byProduct.get(row.productCode);
    byProduct.set(row.productCode, {
      productName: nameOf(row),
      sums: added(product?.sums ?? NO_SUMS, row),
    });
    totals = added(totals, row);
  }
  return {
    from: range.from,
    to: range.to,
    rows,
    days: everyDay(range.from, range.to).map((day) => ({ day, ...figuresOf(byDay.get(day) ?? NO_SUMS) })),
    products: [...byProduct].map(([productCode, { productName, sums: productSums }]) => ({
      productCode,
      productName,
      ...figuresOf(productSums),
    })),
    totals: figuresOf(totals),
  };
}
