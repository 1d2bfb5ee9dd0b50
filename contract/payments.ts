import { z } from 'zod';
import { listEnvelope, pagingQuery } from './paging.js';

/**
 * Paid visibility (docs/decisions/0041-paid-visibility.md): what is sold, what an order goes through,
 * and the tax documents it leaves. Every amount is an integer of halalas (1 SAR = 100 halalas).
 */
export const productKinds = ['feature', 'bump', 'credits'] as const;
export type ProductKind = (typeof productKinds)[number];

/** How long a feature lasts, in days. */
export const featureDays = [7, 14, 30] as const;

export const orderStatuses = ['pending', 'paid', 'failed', 'expired', 'disputed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Why an office's credits changed: a package paid, a feature or a bump spent, a package refunded. */
export const creditEntryKinds = ['purchase', 'feature', 'bump', 'refund'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

export const taxDocumentKinds = ['invoice', 'creditNote'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** 15 % is 1500 basis points. */
export const BASIS_POINTS = 10_000;

/** An amount of money in halalas: a whole, non-negative number. */
export const halalas = z.number().int().min(0);

/**
 * VAT on a net amount, rounded half up to the halala (integers only: net × rate is exact, and the
 * rounding adds half the divisor before dividing).
 */
export function vatOn(net: number, rateBasisPoints: number): number {
  return Math.floor((net * rateBasisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

const rowId = z.number().int().min(1).max(2_147_483_647);

export const createOrderBody = z.object({
  productCode: z.string().min(1).max(40),
  /** The ad a feature or a bump is for (one of the caller's, or of the office they manage). */
  propertyId: rowId.optional(),
  /** The office a credit package is for (its owner or a manager buys it). */
  officeId: rowId.optional(),
  /** Made once per purchase attempt by the page: the same key again answers the same order. */
  idempotencyKey: z.uuid(),
});

export const orderIdParams = z.object({ id: z.uuid() });

export const orderView = z.object({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  productCode: z.string(),
  propertyId: z.number().int().nullable(),
  officeId: z.number().int().nullable(),
  net: halalas,
  vatRateBasisPoints: z.number().int(),
  vat: halalas,
  total: halalas,
  currency: z.literal('SAR'),
  createdAt: z.iso.datetime(),
  /** Where to pay: the gateway's page, while the order waits for its payment. */
  redirectUrl: z.url().nullable(),
  /** The invoice's number once paid. */
  invoiceNumber: z.string().nullable(),
  productKind: z.enum(productKinds),
  /** A paid feature's ad: when its featuring ends now (null while the ad is off the site: paused). */
  featuredUntil: z.iso.datetime().nullable(),
});
export type OrderView = z.infer<typeof orderView>;

/** A product on sale as a buyer's screens show it: its price with the VAT of new orders, in halalas. */
export const visibilityProductView = z.object({
  code: z.string(),
  kind: z.enum(productKinds),
  /** How long a feature lasts; null for a bump or a package. */
  days: z.number().int().nullable(),
  /** How many credits a package holds; null otherwise. */
  credits: z.number().int().nullable(),
  /** What an office spends of its credits on it instead of paying; null: not sold for credits. */
  creditCost: z.number().int().nullable(),
  net: halalas,
  vatRateBasisPoints: z.number().int(),
  vat: halalas,
  total: halalas,
  /** In the language of `Accept-Language`. */
  name: z.string(),
});
export type VisibilityProductView = z.infer<typeof visibilityProductView>;
export const visibilityProductList = z.object({ items: z.array(visibilityProductView) });
export type VisibilityProductList = z.infer<typeof visibilityProductList>;

/** A gateway's webhook: its shape is the gateway's; it is read, verified and never believed. */
export const gatewayWebhookBody = z.record(z.string(), z.unknown());

/** The caller's invoices and credit notes, newest first. */
export const myTaxDocumentsQuery = pagingQuery(20).omit({ Query: true });

/** One invoice or credit note in the caller's list; its PDF is downloaded by its id. */
export const taxDocumentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(taxDocumentKinds),
  /** e.g. `INV-2026-000001`, `CN-2026-000001`. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
  net: halalas,
  vat: halalas,
  total: halalas,
  orderId: z.uuid(),
  /** What was bought (the first line), in the language of `Accept-Language`. */
  description: z.string(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummary>;
export const taxDocumentList = listEnvelope(taxDocumentSummary);
export type TaxDocumentList = z.infer<typeof taxDocumentList>;

/** Spending an office's credits on a feature or a bump of one of its ads, instead of paying. */
export const spendCreditsBody = z.object({
  /** A feature or the bump, as `listVisibilityProducts` names it with its `creditCost`. */
  productCode: z.string().min(1).max(40),
  propertyId: rowId,
  /** Made once per spend by the page: the same key again answers the same spend, spent once. */
  idempotencyKey: z.uuid(),
});

/** One change of an office's credits, as its people read the ledger. */
export const creditEntryView = z.object({
  id: z.number().int(),
  kind: z.enum(creditEntryKinds),
  /** Credits added (a package) or taken (a spend, a refund). */
  delta: z.number().int(),
  balanceAfter: z.number().int().min(0),
  productCode: z.string().nullable(),
  /** The product's name in the language of `Accept-Language`. */
  productName: z.string().nullable(),
  propertyId: z.number().int().nullable(),
  orderId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type CreditEntryView = z.infer<typeof creditEntryView>;

export const creditSpendView = z.object({ entry: creditEntryView, balance: z.number().int().min(0) });
export type CreditSpendView = z.infer<typeof creditSpendView>;

export const officeCreditsQuery = pagingQuery(20).omit({ Query: true });

/** An office's balance and its ledger, newest first. */
export const officeCreditsView = listEnvelope(creditEntryView).extend({ balance: z.number().int().min(0) });
export type OfficeCreditsView = z.infer<typeof officeCreditsView>;
