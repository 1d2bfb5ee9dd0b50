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

/** One product on sale, as the buyer is offered it: its price now (net, VAT at today's rate, total). */
export const visibilityProduct = z.object({
  code: z.string(),
  kind: z.enum(productKinds),
  /** How long a feature lasts; null for a bump or a package. */
  days: z.number().int().nullable(),
  /** What a package holds; null for a feature or a bump. */
  credits: z.number().int().nullable(),
  /** What an office spends of its credits instead of paying; null: not for credits. */
  creditCost: z.number().int().nullable(),
  net: halalas,
  vatRateBasisPoints: z.number().int(),
  vat: halalas,
  total: halalas,
  /** In the language of `Accept-Language`. */
  name: z.string(),
});
export type VisibilityProduct = z.infer<typeof visibilityProduct>;
export const visibilityProductList = z.object({ items: z.array(visibilityProduct) });
export type VisibilityProductList = z.infer<typeof visibilityProductList>;

export const createOrderBody = z.object({
  productCode: z.string().min(1).max(40),
  propertyId: z.number().int().min(1).max(2_147_483_647),
  /** Made once per purchase attempt by the page: the same key again answers the same order. */
  idempotencyKey: z.uuid(),
});

export const orderIdParams = z.object({ id: z.uuid() });

export const orderView = z.object({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  productCode: z.string(),
  propertyId: z.number().int().nullable(),
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
});
export type OrderView = z.infer<typeof orderView>;

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
