import { z } from 'zod';
import { openApiSchemas } from '../openapi-registry.js';
import { halalas, orderStatuses, productKinds, refundStatuses, taxDocumentSummary } from '../payments.js';
import { sentStatuses } from '../properties.js';
import { writtenText } from '../written-text.js';
import { staffRef } from './staff-identity.js';

/** The largest amount a refund may name (PostgreSQL's integer). */
const MAX_HALALAS = 2_147_483_647;

/**
 * Staff refund an order's payment, fully or partly (docs/decisions/0041-paid-visibility.md,
 * "Refunds"). `amount` is in halalas; the same `idempotencyKey` again answers the same refund.
 */
export const refundOrderBody = z.object({
  amount: z
    .number({ error: 'refundAmountInvalid' })
    .int('refundAmountInvalid')
    .min(1, 'refundAmountInvalid')
    .max(MAX_HALALAS, 'refundAmountInvalid'),
  reason: writtenText({ error: 'refundReasonRequired' })
    .min(3, 'refundReasonRequired')
    .max(500, 'refundReasonLength'),
  idempotencyKey: z.uuid({ error: 'fieldInvalid' }),
});
export type RefundOrderBody = z.infer<typeof refundOrderBody>;

/** One refund of an order, with the credit note it left once done. */
export const dashboardRefund = z
  .object({
    id: z.number().int(),
    amount: halalas,
    reason: z.string(),
    /** `pending`: asked of the gateway, not confirmed yet (the reconciliation job finishes it). */
    status: z.enum(refundStatuses),
    /** Who asked for it. */
    staff: staffRef.nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    creditNoteNumber: z.string().nullable(),
  })
  .register(openApiSchemas, { id: 'DashboardRefund' });
export type DashboardRefund = z.infer<typeof dashboardRefund>;

/** An invoice or credit note of the order, as listed (its PDF is the buyer's to download). */
const orderTaxDocument = taxDocumentSummary.omit({ orderId: true, description: true }).extend({
  /** A credit note's invoice. */
  originalNumber: z.string().nullable(),
});

/** One order for staff: what was bought, by whom, for which ad or office, its payment and refunds. */
export const dashboardOrder = z
  .object({
    id: z.uuid(),
    status: z.enum(orderStatuses),
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
    product: z.object({
      code: z.string(),
      kind: z.enum(productKinds),
      /** What the invoice calls it, in the language of `Accept-Language`. */
      description: z.string(),
      days: z.number().int().nullable(),
      credits: z.number().int().nullable(),
    }),
    /** Null once the buyer's account is deleted. The phone is masked. */
    buyer: z.object({ id: z.uuid(), name: z.string().nullable(), phone: z.string() }).nullable(),
    ad: z.object({ id: z.number().int(), title: z.string(), status: z.enum(sentStatuses) }).nullable(),
    office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    net: halalas,
    vatRateBasisPoints: z.number().int(),
    vat: halalas,
    total: halalas,
    currency: z.literal('SAR'),
    /** The gateway's capture, once paid. `refundable` is what may still be refunded. */
    payment: z
      .object({
        gatewayPaymentId: z.string(),
        amount: halalas,
        refunded: halalas,
        refundable: halalas,
        capturedAt: z.iso.datetime(),
      })
      .nullable(),
    refunds: z.array(dashboardRefund),
    taxDocuments: z.array(orderTaxDocument),
  })
  .register(openApiSchemas, { id: 'DashboardOrder' });
export type DashboardOrder = z.infer<typeof dashboardOrder>;
