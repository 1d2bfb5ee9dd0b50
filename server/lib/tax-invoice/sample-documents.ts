import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';

const featuredAd: InvoiceLine = {
  descriptionAr: 'إعلان مميز لمدة 30 يومًا — فيلا في حي الملقا',
  descriptionEn: 'Featured ad for 30 days — villa in Al Malqa',
  quantity: 1,
  unitNet: 100_000,
  vatRateBasisPoints: 1500,
  net: 100_000,
  vat: 15_000,
  total: 115_000,
};

/** A featured-ad payment and its refund, for tests and for looking at the printout. */
export const sampleInvoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'INV-2026-000123',
  issuedAt: new Date('2026-03-01T09:30:00Z'),
  seller: {
    nameAr: 'شركة منزل للتقنية العقارية',
    nameEn: 'Manzil Property Technology Co.',
    vatNumber: '310122393500003',
    addressAr: 'طريق الملك فهد، حي العليا، الرياض 12214',
    addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214',
  },
  buyer: { name: 'عبدالله القحطاني', phoneMasked: '+966 5•• ••• 123' },
  lines: [
    featuredAd,
    {
      descriptionAr: 'تثبيت الإعلان في أعلى نتائج البحث (7 أيام)',
      descriptionEn: 'Pin to the top of search results (7 days)',
      quantity: 2,
      unitNet: 2_500,
      vatRateBasisPoints: 1500,
      net: 5_000,
      vat: 750,
      total: 5_750,
    },
  ],
  totals: { net: 105_000, vat: 15_750, total: 120_750 },
  currency: 'SAR',
};

export const sampleCreditNote: InvoiceDocument = {
  ...sampleInvoice,
  kind: 'creditNote',
  number: 'CRN-2026-000007',
  issuedAt: new Date('2026-03-04T14:05:00Z'),
  lines: [featuredAd],
  totals: { net: 100_000, vat: 15_000, total: 115_000 },
  originalInvoiceNumber: 'INV-2026-000123',
  reasonAr: 'استرداد مبلغ الإعلان المميز بعد إلغائه قبل النشر',
  reasonEn: 'Refund of the featured ad, cancelled before it ran',
};
