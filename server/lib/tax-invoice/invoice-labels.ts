import type { InvoiceDocument } from './invoice-document.js';

/** The printed wording, Arabic first; ZATCA's guidelines name the document "فاتورة ضريبية مبسطة". */
export const invoiceLabels = {
  title: {
    invoice: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
    creditNote: {
      ar: 'إشعار دائن',
      en: 'Credit Note',
      subtitle: { ar: 'لفاتورة ضريبية مبسطة', en: 'for a simplified tax invoice' },
    },
  },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT No.' },
  number: {
    invoice: { ar: 'رقم الفاتورة', en: 'Invoice No.' },
    creditNote: { ar: 'رقم الإشعار', en: 'Credit note No.' },
  },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  originalInvoice: { ar: 'رقم الفاتورة الأصلية', en: 'Original invoice No.' },
  reason: { ar: 'سبب الإشعار', en: 'Reason' },
  buyer: { ar: 'العميل', en: 'Customer' },
  columns: {
    description: { ar: 'الوصف', en: 'Description' },
    quantity: { ar: 'الكمية', en: 'Qty' },
    unitNet: { ar: 'سعر الوحدة', en: 'Unit price' },
    vatRate: { ar: 'نسبة الضريبة', en: 'VAT rate' },
    vat: { ar: 'مبلغ الضريبة', en: 'VAT' },
    total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  },
  totals: {
    net: { ar: 'الإجمالي غير شامل الضريبة', en: 'Total excl. VAT' },
    vat: { ar: 'مجموع ضريبة القيمة المضافة', en: 'Total VAT' },
    total: { ar: 'الإجمالي شامل ضريبة القيمة المضافة', en: 'Total incl. VAT' },
  },
  currency: { ar: 'ر.س', en: 'SAR' },
  amountsIn: { ar: 'المبالغ بالريال السعودي', en: 'Amounts in Saudi riyals' },
} as const;

export const titleOf = (kind: InvoiceDocument['kind']) => invoiceLabels.title[kind];
