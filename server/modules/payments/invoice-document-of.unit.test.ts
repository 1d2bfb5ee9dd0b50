import { describe, expect, it } from 'vitest';
import type { TaxDocumentRow } from '#server/db/schema/index.js';
import { invoiceDocumentOf, maskedForInvoice } from './invoice-document-of.js';

const seller = {
  nameAr: 'شركة منزل العقارية',
  nameEn: 'Manzil Real Estate Co.',
  vatNumber: '310000000000003',
  addressAr: 'الرياض',
  addressEn: 'Riyadh',
};
const creditNote: TaxDocumentRow = {
  id: 7,
  kind: 'creditNote',
  series: 'CN',
  year: 2026,
  sequence: 1,
  number: 'CN-2026-000001',
  orderId: '00000000-0000-4000-8000-000000000001',
  buyerId: null,
  refundId: 1,
  originalId: 3,
  issuedAt: new Date('2026-03-01T09:30:00Z'),
  content: {
    seller,
    lines: [
      {
        descriptionAr: 'تمييز',
        descriptionEn: 'Feature',
        quantity: 2,
        net: 9_800,
        vat: 1_470,
        total: 11_270,
      },
    ],
    original: { number: 'INV-2026-000003', reasonAr: 'استرداد', reasonEn: 'Refund' },
  },
  net: 9_800,
  vatRateBasisPoints: 1500,
  vat: 1_470,
  total: 11_270,
};

describe('a stored tax document as the PDF prints it', () => {
  it('keeps the row’s figures, rate and credit-note reference, and shows no buyer when the account is gone', () => {
    expect(invoiceDocumentOf(creditNote, undefined)).toEqual({
      kind: 'creditNote',
      number: 'CN-2026-000001',
      issuedAt: creditNote.issuedAt,
      seller,
      lines: [
        {
          descriptionAr: 'تمييز',
          descriptionEn: 'Feature',
          quantity: 2,
          unitNet: 4_900,
          vatRateBasisPoints: 1500,
          net: 9_800,
          vat: 1_470,
          total: 11_270,
        },
      ],
      totals: { net: 9_800, vat: 1_470, total: 11_270 },
      currency: 'SAR',
      originalInvoiceNumber: 'INV-2026-000003',
      reasonAr: 'استرداد',
      reasonEn: 'Refund',
    });
  });

  it('names the buyer with the phone masked, or by the masked phone alone when they gave no name', () => {
    const phone = { phoneNumber: '+966501234123', dialCode: '+966' };
    expect(invoiceDocumentOf(creditNote, { ...phone, fullName: ' Sara ' }).buyer).toEqual({
      name: 'Sara',
      phoneMasked: '+966 5•• ••• 123',
    });
    expect(invoiceDocumentOf(creditNote, { ...phone, fullName: null }).buyer).toEqual({
      name: '+966 5•• ••• 123',
    });
  });

  it('never shows more than the first and the last three digits of the national number', () => {
    expect(maskedForInvoice('+201001234567', '+20')).toBe('+20 1•• •••• 567');
    expect(maskedForInvoice('+96655', '+966')).toBe('+966 •••');
  });
});
