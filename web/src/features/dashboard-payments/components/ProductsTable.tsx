import { Pencil } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibilityProductView } from '#contract/dashboard/payments-finance';
import { DetailCard } from '#web/components/back-office/DetailCard';
import { Badge } from '#web/components/ui/Badge';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatHalalas } from '#web/lib/formatting/format';
import { ProductEditor } from './ProductEditor';

const cell = 'px-3 py-2 text-start align-top';

/** What is sold, with its price; a product opens for editing under its own row. */
export function ProductsTable({
  products,
  canEdit,
}: {
  products: VisibilityProductView[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<number>();
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
  const headers = [
    t('dashboard.payments.settings.name'),
    t('dashboard.payments.settings.kind'),
    t('dashboard.payments.settings.days'),
    t('dashboard.payments.settings.credits'),
    t('dashboard.payments.settings.price'),
    t('dashboard.payments.settings.creditCost'),
    t('dashboard.payments.settings.onSale'),
    t('dashboard.payments.settings.position'),
  ];
  return (
    <DetailCard title={t('dashboard.payments.settings.productsTitle')}>
      <p className="mb-3 text-sm text-ink-muted">{t('dashboard.payments.settings.productsHint')}</p>
      <div className="-mx-4 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-ink-muted">
              {headers.map((header) => (
                <th key={header} scope="col" className={`${cell} font-medium`}>
                  {header}
                </th>
              ))}
              {canEdit && (
                <th scope="col" className={`${cell} font-medium`}>
                  <span className="sr-only">{t('dashboard.table.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const name = language === 'ar' ? product.nameAr : product.nameEn;
              const title = t('dashboard.payments.settings.editTitle', { name });
              return (
                <Fragment key={product.id}>
                  <tr className="border-b border-line" data-product={product.code}>
                    <th scope="row" className={`${cell} min-w-48 font-medium`}>
                      <bdi>{name}</bdi>
                      <span dir="ltr" className="block text-xs font-normal text-ink-muted rtl:text-end">
                        {product.code}
                      </span>
                    </th>
                    <td className={cell}>{t(`dashboard.payments.orders.kinds.${product.kind}`)}</td>
                    <td className={cell}>{number(product.days)}</td>
                    <td className={cell}>{number(product.credits)}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>
                      {formatHalalas(product.netPrice, language)}
                    </td>
                    <td className={cell}>{number(product.creditCost)}</td>
                    <td className={cell}>
                      <Badge
                        label={t(`dashboard.payments.settings.${product.onSale ? 'yes' : 'no'}`)}
                        tone={product.onSale ? 'good' : 'muted'}
                      />
                    </td>
                    <td className={cell}>{number(product.position)}</td>
                    {canEdit && (
                      <td className={cell}>
                        <button
                          type="button"
                          aria-label={title}
                          aria-expanded={editing === product.id}
                          onClick={() => setEditing(editing === product.id ? undefined : product.id)}
                          className="grid size-10 place-items-center rounded-lg border border-line hover:bg-surface"
                        >
                          <Pencil aria-hidden className="size-4" />
                        </button>
                      </td>
                    )}
                  </tr>
                  {editing === product.id && (
                    <tr className="border-b border-line bg-surface">
                      <td colSpan={headers.length + 1} className="px-4">
                        <ProductEditor
                          product={product}
                          title={title}
                          onClose={() => setEditing(undefined)}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </DetailCard>
  );
}
