import type { TaxDocumentRow } from '#server/db/schema/index.js';
import type { InvoiceBuyer, InvoiceDocument } from '#server/lib/tax-invoice/invoice-document.js';
import type { TaxDocumentContent } from './tax-documents.js';

/** Who bought, as far as the users table knows them now (an account deleted since leaves none). */
export interface BuyerOnFile {
  fullName: string | null;
  /** E.164, e.g. +966501234123. */
  phoneNumber: string;
  /** e.g. +966. */
  dialCode: string;
}

/**
 * A stored invoice or credit note as the PDF library prints it: everything from the row as it was
 * issued (seller, lines, amounts, rate), the buyer from their account, with the phone masked.
 */
export function invoiceDocumentOf(row: TaxDocumentRow, buyer: BuyerOnFile | undefined): InvoiceDocument {
  const content = row.content as TaxDocumentContent;
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    seller: content.seller,
    ...(buyer ? { buyer: invoiceBuyerOf(buyer) } : {}),
    lines: content.lines.map((line) => ({
      ...line,
      unitNet: Math.round(line.net / line.quantity),
      vatRateBasisPoints: row.vatRateBasisPoints,
    })),
    totals: { net: row.net, vat: row.vat, total: row.total },
    currency: 'SAR',
    ...(content.original
      ? {
          originalInvoiceNumber: content.original.number,
          reasonAr: content.original.reasonAr,
          reasonEn: content.original.reasonEn,
        }
      : {}),
  };
}

function invoiceBuyerOf(buyer: BuyerOnFile): InvoiceBuyer {
  const phoneMasked = maskedForInvoice(buyer.phoneNumber, buyer.dialCode);
  const name = buyer.fullName?.trim();
  return name ? { name, phoneMasked } : { name: phoneMasked };
}

/**
 * The phone as an invoice shows it: the country code, the first and the last three digits of the
 * national number, the rest hidden (`+966 5•• ••• 123`). Never the whole number.
 */
export function maskedForInvoice(phoneNumber: string, dialCode: string): string {
  const national = phoneNumber.startsWith(dialCode) ? phoneNumber.slice(dialCode.length) : phoneNumber;
  if (national.length < 7) return `${dialCode} •••`;
  const hidden = '•'.repeat(national.length - 4);
  const middle = `${hidden.slice(0, 2)} ${hidden.slice(2)}`;
  return `${dialCode} ${national[0]}${middle} ${national.slice(-3)}`;
}
