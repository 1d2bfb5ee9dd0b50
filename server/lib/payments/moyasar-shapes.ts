import { z } from 'zod';

/**
 * The parts of Moyasar's JSON we read (docs/decisions/0041-paid-visibility.md, "The payment gateway", "Moyasar mapping").
 * Only what we use is checked; anything else Moyasar adds is ignored.
 */

const text = z.string().nullish();
/** Metadata values come back as strings, or as numbers when they were sent as numbers. */
const metadata = z.record(z.string(), z.unknown()).nullish();
const halalas = z.number().int().nonnegative();

export const moyasarPayment = z.object({
  id: z.string().min(1),
  /** initiated, paid, failed, authorized, captured, refunded, voided, verified. */
  status: z.string().min(1),
  amount: halalas,
  refunded: halalas.nullish(),
  invoice_id: text,
  metadata,
  source: z.object({ type: text, message: text }).nullish(),
  created_at: text,
  updated_at: text,
});
export type MoyasarPayment = z.infer<typeof moyasarPayment>;

export const moyasarInvoice = z.object({
  id: z.string().min(1),
  /** initiated, paid, failed, refunded, canceled, on_hold, expired, voided. */
  status: z.string().min(1),
  amount: halalas,
  url: z.url({ protocol: /^https?$/ }),
  payment_id: text,
  paid_at: text,
  metadata,
  payments: z.array(moyasarPayment).nullish(),
});
export type MoyasarInvoice = z.infer<typeof moyasarInvoice>;

export const moyasarInvoiceList = z.object({ invoices: z.array(moyasarInvoice).nullish() });

/** A 4xx answer: `{ type, message, errors }`. */
export const moyasarRefusal = z.object({ type: text, message: text }).partial();

/** A webhook's body: the event, the dashboard's secret token, and the payment it is about. */
export const moyasarWebhook = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created_at: z.string().min(1),
  secret_token: z.string(),
  data: moyasarPayment,
});

/** The metadata key our order id travels under, on invoices and their payments. */
export const ORDER_ID_KEY = 'order_id';

export function metadataText(values: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = values?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
