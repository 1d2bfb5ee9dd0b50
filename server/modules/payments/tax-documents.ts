import { sql } from 'drizzle-orm';
import type { TaxDocumentKind } from '#contract/payments.js';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { invoiceCounters, paymentSettings, taxDocuments } from '#server/db/schema/index.js';
import { riyadhYear } from '#server/lib/tax-invoice/invoice-pdf.js';

type Writer = Pick<Database, 'execute' | 'select' | 'insert'>;

const SERIES: Record<TaxDocumentKind, string> = { invoice: 'INV', creditNote: 'CN' };

/** What a tax document prints besides its amounts, kept with it as it was on the day. */
export interface TaxDocumentContent {
  seller: { nameAr: string; nameEn: string; vatNumber: string; addressAr: string; addressEn: string };
  lines: {
    descriptionAr: string;
    descriptionEn: string;
    quantity: number;
    net: number;
    vat: number;
    total: number;
  }[];
  /** A credit note's original invoice number and reason. */
  original?: { number: string; reasonAr: string; reasonEn: string };
}

export interface NewTaxDocument {
  kind: TaxDocumentKind;
  orderId: string;
  buyerId: string | null;
  originalId?: number;
  /** The refund a credit note answers. */
  refundId?: number;
  issuedAt: Date;
  lines: TaxDocumentContent['lines'];
  original?: TaxDocumentContent['original'];
  net: number;
  vatRateBasisPoints: number;
  vat: number;
  total: number;
}

/**
 * Writes an invoice or a credit note with the next number of its series and year, inside the caller's
 * transaction (ADR 0041, "Tax invoices"): the counter's row is taken by an upsert, so concurrent
 * writers queue on it and a rollback gives the number back: no gaps, no repeats.
 */
export async function issueTaxDocument(
  tx: Writer,
  document: NewTaxDocument,
): Promise<{ id: number; number: string }> {
  const [seller] = await tx.select().from(paymentSettings);
  if (!seller) throw new Error('payment settings are missing: no tax document can be issued');
  const series = SERIES[document.kind];
  const year = riyadhYear(document.issuedAt);
  const [counter] = await rowsOf<{ sequence: number }>(
    tx,
    sql`
      insert into ${invoiceCounters} (series, year, next) values (${series}, ${year}, 2)
      on conflict (series, year) do update set next = ${invoiceCounters.next} + 1
      returning next - 1 as sequence`,
  );
  if (!counter) throw new Error('the invoice counter gave no number');
  const number = `${series}-${year}-${String(counter.sequence).padStart(6, '0')}`;
  const content: TaxDocumentContent = {
    seller: {
      nameAr: seller.sellerNameAr,
      nameEn: seller.sellerNameEn,
      vatNumber: seller.sellerVatNumber,
      addressAr: seller.sellerAddressAr,
      addressEn: seller.sellerAddressEn,
    },
    lines: document.lines,
    ...(document.original ? { original: document.original } : {}),
  };
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: document.kind,
      series,
      year,
      sequence: counter.sequence,
      number,
      orderId: document.orderId,
      buyerId: document.buyerId,
      originalId: document.originalId ?? null,
      refundId: document.refundId ?? null,
      issuedAt: document.issuedAt,
      content,
      net: document.net,
      vatRateBasisPoints: document.vatRateBasisPoints,
      vat: document.vat,
      total: document.total,
    })
    .returning({ id: taxDocuments.id, number: taxDocuments.number });
  if (!row) throw new Error('the tax document was not written');
  return row;
}
