import { useTranslation } from 'react-i18next';
import type { RevenueFigures } from '#contract/dashboard/payments-finance';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatHalalas } from '#web/lib/formatting/format';

export interface RevenueLine extends RevenueFigures {
  key: string;
  /** The line's names: a day and a product, or a product alone. */
  labels: string[];
}

const cell = 'px-3 py-2 text-start';
const amount = `${cell} whitespace-nowrap tabular-nums`;

/** Figures per line with a totals row; wide tables scroll inside their card, not the page. */
export function RevenueTable({
  caption,
  headers,
  lines,
  totals,
}: {
  caption: string;
  /** The names' columns ("Day", "Product"). */
  headers: string[];
  lines: RevenueLine[];
  totals: RevenueFigures;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatHalalas(value, language);
  const figures = (row: RevenueFigures) => [
    formatNumber(row.paidOrders, language),
    money(row.net),
    money(row.vat),
    money(row.invoiced),
    money(row.refunded),
    money(row.balance),
  ];
  const figureHeaders = [
    t('dashboard.payments.revenue.paidOrders'),
    t('dashboard.payments.revenue.net'),
    t('dashboard.payments.revenue.vat'),
    t('dashboard.payments.revenue.invoiced'),
    t('dashboard.payments.revenue.refunded'),
    t('dashboard.payments.revenue.balance'),
  ];
  return (
    <section className="min-w-0 rounded-[var(--radius-card)] border border-line bg-surface-raised">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="px-3 pt-3 text-start text-lg font-bold">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              {[...headers, ...figureHeaders].map((header) => (
                <th key={header} scope="col" className={`${cell} font-medium`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className="border-b border-line">
                {line.labels.map((label, index) =>
                  index === 0 ? (
                    <th key={label} scope="row" className={`${cell} whitespace-nowrap font-medium`}>
                      {label}
                    </th>
                  ) : (
                    <td key={label} className={cell}>
                      <bdi>{label}</bdi>
                    </td>
                  ),
                )}
                {figures(line).map((value, index) => (
                  <td key={figureHeaders[index]} className={amount}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold">
              <th scope="row" colSpan={headers.length} className={cell}>
                {t('dashboard.payments.revenue.total')}
              </th>
              {figures(totals).map((value, index) => (
                <td key={figureHeaders[index]} className={amount}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
