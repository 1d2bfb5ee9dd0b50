import type { InvoiceDocument } from './invoice-document.js';
import { assertWholeHalalas } from './money.js';

export class InvoiceDocumentError extends Error {
  override readonly name = 'InvoiceDocumentError';
}

/** Refuses a document whose figures disagree, before anything is printed with the seller's VAT number on it. */
export function checkInvoiceDocument(document: InvoiceDocument): void {
  if (document.number.trim() === '') throw new InvoiceDocumentError('the document has no number');
  if (document.lines.length === 0) throw new InvoiceDocumentError('the document has no lines');
  if (document.kind === 'creditNote') {
    const { originalInvoiceNumber, reasonAr, reasonEn } = document;
    if (!originalInvoiceNumber?.trim())
      throw new InvoiceDocumentError('a credit note names its original invoice');
    if (!reasonAr?.trim() || !reasonEn?.trim())
      throw new InvoiceDocumentError('a credit note gives its reason in Arabic and English');
  }
  document.lines.forEach((line, index) => {
    for (const amount of [line.unitNet, line.net, line.vat, line.total]) assertWholeHalalas(amount);
    if (line.net + line.vat !== line.total) {
      throw new InvoiceDocumentError(
        `line ${index + 1}: net ${line.net} + VAT ${line.vat} is not its total ${line.total}`,
      );
    }
  });
  const sum = (pick: (line: InvoiceDocument['lines'][number]) => number) =>
    document.lines.reduce((total, line) => total + pick(line), 0);
  const { totals } = document;
  if (
    sum((line) => line.net) !== totals.net ||
    sum((line) => line.vat) !== totals.vat ||
    totals.net + totals.vat !== totals.total
  ) {
    throw new InvoiceDocumentError('the totals are not the sum of the lines');
  }
}
