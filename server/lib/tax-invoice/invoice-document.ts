/**
 * What one simplified tax invoice or credit note says, ready to print. Amounts are integer halalas;
 * the order module computes them, this library only shows them (docs/decisions/0041-paid-visibility.md, "Invoices and credit notes").
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'creditNote';
  /** The sequential number, e.g. "INV-2026-000123" or "CRN-2026-000007". */
  number: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer?: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  currency: 'SAR';
  /** A credit note names the invoice it corrects and why. */
  originalInvoiceNumber?: string;
  reasonAr?: string;
  reasonEn?: string;
}

export interface InvoiceSeller {
  nameAr: string;
  nameEn: string;
  /** 15 digits, beginning and ending with 3. */
  vatNumber: string;
  addressAr?: string;
  addressEn?: string;
}

export interface InvoiceBuyer {
  name: string;
  /** Never the full number, e.g. "+966 5•• ••• 123". */
  phoneMasked?: string;
}

export interface InvoiceLine {
  descriptionAr: string;
  descriptionEn: string;
  quantity: number;
  /** Price of one unit excluding VAT, in halalas. */
  unitNet: number;
  /** 1500 is 15 %. */
  vatRateBasisPoints: number;
  net: number;
  vat: number;
  total: number;
}

export interface InvoiceTotals {
  net: number;
  vat: number;
  total: number;
}
