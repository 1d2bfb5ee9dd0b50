import type { Language } from '#contract/common.js';
import type { RevenueFigures, RevenueQuery } from '#contract/dashboard/payments-finance.js';
import type { AppDeps } from '#server/deps.js';
import { csvFile, type CsvCell } from '#server/lib/csv.js';
import type { FileAttachment } from '#server/lib/file-attachment.js';
import { revenueReport } from './revenue-rows.js';

const headers: Record<Language, string[]> = {
  ar: [
    'اليوم',
    'رمز الخدمة',
    'الخدمة',
    'الطلبات المدفوعة',
    'الصافي (ر.س)',
    'الضريبة (ر.س)',
    'الإجمالي المفوتر (ر.س)',
    'الإشعارات الدائنة',
    'صافي المسترد (ر.س)',
    'ضريبة المسترد (ر.س)',
    'إجمالي المسترد (ر.س)',
    'صافي الإيراد (ر.س)',
    'الضريبة المستحقة (ر.س)',
    'الرصيد بعد المسترد (ر.س)',
  ],
  en: [
    'Day',
    'Product code',
    'Product',
    'Paid orders',
    'Net (SAR)',
    'VAT (SAR)',
    'Invoiced (SAR)',
    'Credit notes',
    'Refunded net (SAR)',
    'Refunded VAT (SAR)',
    'Refunded (SAR)',
    'Net revenue (SAR)',
    'VAT due (SAR)',
    'Balance after refunds (SAR)',
  ],
};

const totalWord: Record<Language, string> = { ar: 'الإجمالي', en: 'Total' };

/** Halalas as riyals: an integer over 100 prints exactly (56.35, 12, -3.5). */
const riyals = (amount: number) => amount / 100;

const figures = (row: RevenueFigures): CsvCell[] => [
  row.paidOrders,
  riyals(row.net),
  riyals(row.vat),
  riyals(row.invoiced),
  row.refunds,
  riyals(row.refundedNet),
  riyals(row.refundedVat),
  riyals(row.refunded),
  riyals(row.netRevenue),
  riyals(row.vatDue),
  riyals(row.balance),
];

/** The revenue report as a CSV file: one line per day and product, then the totals. */
export async function exportRevenue(
  deps: Pick<AppDeps, 'db'>,
  range: RevenueQuery,
  language: Language,
): Promise<FileAttachment> {
  const report = await revenueReport(deps.db, range, language);
  const lines = report.rows.map((row) => [row.day, row.productCode, row.productName, ...figures(row)]);
  const total = [totalWord[language], '', '', ...figures(report.totals)];
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `revenue-${range.from}-${range.to}.csv`,
    body: csvFile([headers[language], ...lines, total]),
  };
}
