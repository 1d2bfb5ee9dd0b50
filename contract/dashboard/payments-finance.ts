import { z } from 'zod';
import { openApiSchemas } from '../openapi-registry.js';
import { absentWhenEmpty, listEnvelope, pagingQuery } from '../paging.js';
import { BASIS_POINTS, featureDays, halalas, orderStatuses, productKinds } from '../payments.js';
import { writtenText } from '../written-text.js';

/**
 * The back-office's finance (ADR 0041): the orders, revenue per Riyadh day and product from the tax
 * documents, and the settings staff change instead of code (the VAT rate, the seller, the products).
 * Every amount is an integer of halalas.
 */

/** The longest revenue range: a year, a leap day included. */
export const MAX_REVENUE_DAYS = 366;

const DAY_MS = 86_400_000;

/** The days from `from` to `to`, both counted (`YYYY-MM-DD`, calendar days). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const queryDay = absentWhenEmpty(z.iso.date({ error: 'dateInvalid' }));

/** `To` on or after `From`, each a Riyadh calendar day. */
function checkRange(range: { From?: string; To?: string }, context: z.RefinementCtx) {
  if (range.From && range.To && range.To < range.From) {
    context.addIssue({ code: 'custom', path: ['To'], message: 'dateRangeReversed' });
  }
}

/** `Status`, `Kind` and `From`/`To` (Riyadh days, both counted) narrow it; `BuyerPhone` is exact. */
export const paymentOrderListQuery = pagingQuery(20)
  .omit({ Query: true })
  .extend({
    Status: absentWhenEmpty(z.enum(orderStatuses, { error: 'choiceInvalid' })),
    Kind: absentWhenEmpty(z.enum(productKinds, { error: 'choiceInvalid' })),
    From: queryDay,
    To: queryDay,
    /** The buyer's number as people type it (05…, +966 5…, Arabic-Indic digits): matched exactly. */
    BuyerPhone: absentWhenEmpty(z.string().max(30)),
  })
  .superRefine(checkRange);
export type PaymentOrderListQuery = z.infer<typeof paymentOrderListQuery>;

export const paymentOrderListItem = z
  .object({
    id: z.uuid(),
    status: z.enum(orderStatuses),
    productCode: z.string(),
    productKind: z.enum(productKinds),
    /** What was bought, in the language of `Accept-Language`. */
    description: z.string(),
    propertyId: z.number().int().nullable(),
    officeId: z.number().int().nullable(),
    buyer: z.object({
      id: z.uuid().nullable(),
      name: z.string().nullable(),
      /** Masked: the country code and the last two digits. */
      phone: z.string().nullable(),
    }),
    net: halalas,
    vatRateBasisPoints: z.number().int(),
    vat: halalas,
    total: halalas,
    /** What was refunded of it so far. */
    refunded: halalas,
    invoiceNumber: z.string().nullable(),
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
  })
  .register(openApiSchemas, { id: 'DashboardPaymentOrder' });
export type PaymentOrderListItem = z.infer<typeof paymentOrderListItem>;
export const paymentOrderList = listEnvelope(paymentOrderListItem);

export const revenueQuery = z
  .object({
    from: z.iso.date({ error: 'dateInvalid' }),
    to: z.iso.date({ error: 'dateInvalid' }),
  })
  .superRefine((range, context) => {
    if (range.to < range.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeReversed' });
    } else if (daysBetween(range.from, range.to) > MAX_REVENUE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeTooLong' });
    }
  });
export type RevenueQuery = z.infer<typeof revenueQuery>;

/** Invoices less credit notes, as the tax documents say. */
export const revenueFigures = z.object({
  /** Invoices issued: one a paid order. */
  paidOrders: z.number().int(),
  net: halalas,
  vat: halalas,
  /** Invoiced, VAT included. */
  invoiced: halalas,
  /** Credit notes issued. */
  refunds: z.number().int(),
  refundedNet: halalas,
  refundedVat: halalas,
  /** Credited, VAT included. */
  refunded: halalas,
  /** Net less the credit notes' net: the revenue. */
  netRevenue: z.number().int(),
  /** VAT less the credit notes' VAT: what is owed. */
  vatDue: z.number().int(),
  /** Invoiced less credited, VAT included. */
  balance: z.number().int(),
});
export type RevenueFigures = z.infer<typeof revenueFigures>;

export const revenueRow = revenueFigures.extend({
  /** The Riyadh calendar day the documents were issued on. */
  day: z.iso.date(),
  productCode: z.string(),
  /** The product's name now, in the language of `Accept-Language`. */
  productName: z.string(),
});
export type RevenueRow = z.infer<typeof revenueRow>;

export const revenueReport = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** One row per day and product with a document, oldest day first. */
    rows: z.array(revenueRow),
    /** Every day of the range, empty days included, with its totals. */
    days: z.array(revenueFigures.extend({ day: z.iso.date() })),
    /** Each product's totals over the range. */
    products: z.array(revenueFigures.extend({ productCode: z.string(), productName: z.string() })),
    totals: revenueFigures,
  })
  .register(openApiSchemas, { id: 'DashboardRevenueReport' });
export type RevenueReport = z.infer<typeof revenueReport>;

/** ZATCA's shape of a VAT registration number: 15 digits, the first and the last a 3. */
export const VAT_NUMBER_PATTERN = /^3\d{13}3$/;

export const paymentSettingsBody = z.object({
  vatRateBasisPoints: z
    .number({ error: 'vatRateInvalid' })
    .int({ error: 'vatRateInvalid' })
    .min(0, { error: 'vatRateInvalid' })
    .max(BASIS_POINTS, { error: 'vatRateInvalid' }),
  sellerNameAr: writtenText({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(200),
  sellerNameEn: writtenText({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(200),
  sellerVatNumber: z
    .string({ error: 'vatNumberInvalid' })
    .trim()
    .regex(VAT_NUMBER_PATTERN, { error: 'vatNumberInvalid' }),
  sellerAddressAr: writtenText({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(300),
  sellerAddressEn: writtenText({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(300),
});
export type PaymentSettingsBody = z.input<typeof paymentSettingsBody>;

export const paymentSettingsView = z
  .object({
    /** False until staff save them: until then ordering answers 409 (`paymentsNotSetUp`). */
    configured: z.boolean(),
    vatRateBasisPoints: z.number().int(),
    sellerNameAr: z.string(),
    sellerNameEn: z.string(),
    sellerVatNumber: z.string(),
    sellerAddressAr: z.string(),
    sellerAddressEn: z.string(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .register(openApiSchemas, { id: 'DashboardPaymentSettings' });
export type PaymentSettingsView = z.infer<typeof paymentSettingsView>;

/** The lowest price the gateway takes: Moyasar refuses an amount under 100 halalas (1 SAR). */
export const MIN_NET_PRICE = 100;
/** A million riyals: far above any price, far below what an integer column holds. */
export const MAX_NET_PRICE = 100_000_000;

const productName = writtenText({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(100);

/**
 * What staff change of a product; what is left out stays. `days` is a feature's (7, 14 or 30),
 * `credits` a package's and `creditCost` a feature's or a bump's (null: not for credits).
 */
export const productChangeBody = z
  .object({
    netPrice: z
      .number({ error: 'priceInvalid' })
      .int({ error: 'priceInvalid' })
      .min(MIN_NET_PRICE, { error: 'priceBelowMinimum' })
      .max(MAX_NET_PRICE, { error: 'priceInvalid' }),
    days: z.literal(featureDays, { error: 'featureDaysInvalid' }),
    credits: z.number().int().min(1).max(10_000),
    creditCost: z.number().int().min(1).max(1_000).nullable(),
    nameAr: productName,
    nameEn: productName,
    onSale: z.boolean(),
    position: z.number().int().min(0).max(1_000),
  })
  .partial();
export type ProductChangeBody = z.infer<typeof productChangeBody>;

export const visibilityProductView = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(productKinds),
    days: z.number().int().nullable(),
    credits: z.number().int().nullable(),
    netPrice: halalas,
    creditCost: z.number().int().nullable(),
    nameAr: z.string(),
    nameEn: z.string(),
    onSale: z.boolean(),
    position: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardVisibilityProduct' });
export type VisibilityProductView = z.infer<typeof visibilityProductView>;

export const visibilityProductList = z.object({ data: z.array(visibilityProductView) });
