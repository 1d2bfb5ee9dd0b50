import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { InvoiceDocumentError } from './check-invoice-document.js';
import type { InvoiceDocument } from './invoice-document.js';
import { invoiceQrPayload, renderInvoicePdf, riyadhDateTime } from './invoice-pdf.js';
import { halalasForDisplay } from './money.js';
import { sampleCreditNote, sampleInvoice } from './sample-documents.js';
import { decodeZatcaQr } from './zatca-qr.js';

/**
 * The text a reader copies or a search finds, as pdf.js extracts it. Arabic drawn in the wrong
 * order or unjoined-and-unmapped comes back reversed or as presentation forms, and fails here.
 * Whitespace is dropped on both sides: pdf.js reads the font's kerning after some ligatures (ضر)
 * as a word gap and inserts a space the page does not show.
 */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return normalised(text);
}
const normalised = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\u0640/g, '')
    .replace(/\s+/g, '');

describe('an invoice PDF', () => {
  it('says, in Arabic read in order and in English, what a simplified tax invoice must', async () => {
    const text = await pdfText(await renderInvoicePdf(sampleInvoice));
    for (const expected of [
      'فاتورة ضريبية مبسطة',
      'Simplified Tax Invoice',
      'شركة منزل للتقنية العقارية',
      'Manzil Property Technology Co.',
      'الرقم الضريبي',
      '310122393500003',
      'INV-2026-000123',
      '2026-03-01 12:30',
      'إعلان مميز لمدة',
      'يومًا',
      'تثبيت الإعلان في أعلى نتائج البحث',
      'Featured ad for 30 days',
      '15%',
      'الإجمالي شامل ضريبة القيمة المضافة',
      '1,050.00',
      '157.50',
      '1,207.50',
      'SAR',
    ]) {
      expect(text).toContain(normalised(expected));
    }
    expect(text).not.toContain(normalised('إشعار دائن'));
  });

  it('draws the riyal sign left of its amount, ر right of س (read right to left: 1,207.50 ر.س)', async () => {
    // "ر.س" spans both @fontsource subsets (the Arabic one has no full stop), so an extractor meets
    // three one-letter pieces; their places on the page are what a reader sees.
    const pdf = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(sampleInvoice)));
    const items = (await (await pdf.getPage(1)).getTextContent()).items.flatMap((item) =>
      'str' in item
        ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
        : [],
    );
    const amount = items.find((item) => item.text === '1,207.50');
    expect(amount).toBeDefined();
    const onLine = items.filter((item) => Math.abs(item.y - amount!.y) < 1);
    const xOf = (text: string) => onLine.find((item) => item.text === text)?.x ?? Number.NaN;
    expect(xOf('س')).toBeLessThan(xOf('.'));
    expect(xOf('.')).toBeLessThan(xOf('ر'));
    expect(xOf('ر')).toBeLessThan(amount!.x);
  });

  it('carries one QR image, whose payload names the seller, VAT number, time and totals', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(sampleInvoice)));
    expect(await extractImages(pdf, 1)).toHaveLength(1);
    expect(decodeZatcaQr(invoiceQrPayload(sampleInvoice))).toMatchObject({
      sellerName: 'شركة منزل للتقنية العقارية',
      vatNumber: '310122393500003',
      timestamp: '2026-03-01T09:30:00Z',
      total: '1207.50',
      vat: '157.50',
    });
  });

  it('refuses totals that are not the sum of the lines', async () => {
    const wrong: InvoiceDocument = {
      ...sampleInvoice,
      totals: { net: 105_000, vat: 15_750, total: 120_751 },
    };
    await expect(renderInvoicePdf(wrong)).rejects.toThrow(InvoiceDocumentError);
  });
});

describe('a credit note PDF', () => {
  it('names itself, the original invoice and the reason', async () => {
    const text = await pdfText(await renderInvoicePdf(sampleCreditNote));
    for (const expected of [
      'إشعار دائن',
      'Credit Note',
      'CRN-2026-000007',
      'رقم الفاتورة الأصلية',
      'INV-2026-000123',
      'استرداد مبلغ الإعلان المميز بعد إلغائه قبل النشر',
      'Refund of the featured ad',
      '1,150.00',
    ]) {
      expect(text).toContain(normalised(expected));
    }
  });

  it('is refused without its original invoice or its reason', async () => {
    await expect(renderInvoicePdf({ ...sampleCreditNote, originalInvoiceNumber: ' ' })).rejects.toThrow(
      'a credit note names its original invoice',
    );
    await expect(renderInvoicePdf({ ...sampleCreditNote, reasonEn: undefined })).rejects.toThrow(
      InvoiceDocumentError,
    );
  });
});

describe('printed figures', () => {
  it('groups riyals by thousands with two decimals', () => {
    expect(halalasForDisplay(115_000)).toBe('1,150.00');
    expect(halalasForDisplay(5)).toBe('0.05');
    expect(halalasForDisplay(123_456_789)).toBe('1,234,567.89');
    expect(halalasForDisplay(-115_000)).toBe('-1,150.00');
  });

  it('dates a document in Saudi time', () => {
    expect(riyadhDateTime(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02 00:30');
  });
});
