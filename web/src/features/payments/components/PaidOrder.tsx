import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderView } from '#contract/payments';
import { buttonLook } from '#web/components/ui/Button';
import { StateMessage } from '#web/components/ui/StateMessage';
import { visibilityProductsQuery } from '#web/entities/visibility/api';
import { useProductLabel } from '#web/entities/visibility/components/ProductOption';
import { formatDate, formatHalalas } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

export const INVOICES_PATH = '/account/payments';

/** A paid order: what was bought, for which ad, what it cost, and its invoice's number. */
export function PaidOrder({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useProductLabel();
  const product = useQuery(visibilityProductsQuery()).data?.items.find(
    (item) => item.code === order.productCode,
  );
  const body =
    order.productKind === 'bump'
      ? t('payments.return.paidBump')
      : order.productKind === 'credits'
        ? t('payments.return.paidCredits')
        : order.featuredUntil
          ? t('payments.return.paidFeature', { date: formatDate(order.featuredUntil, language) })
          : t('payments.return.paidFeaturePaused');
  const facts: [string, string][] = [
    ...(product ? [[t('payments.return.bought'), label(product)] as [string, string]] : []),
    [t('payments.return.amount'), formatHalalas(order.total, language)],
    ...(order.invoiceNumber ? [[t('payments.return.invoice'), order.invoiceNumber] as [string, string]] : []),
  ];
  return (
    <StateMessage
      icon={CircleCheck}
      tone="text-emerald-600 dark:text-emerald-400"
      title={t('payments.return.paidTitle')}
      body={body}
    >
      <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start">
        {facts.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-ink-muted">{name}</dt>
            <dd className="font-bold tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={INVOICES_PATH} className={buttonLook('primary')}>
          <ReceiptText aria-hidden className="size-4" />
          {t('payments.return.invoices')}
        </Link>
        {order.propertyId !== null && (
          <Link to={`/Property/${order.propertyId}`} className={buttonLook()}>
            {t('payments.return.viewAd')}
          </Link>
        )}
      </div>
    </StateMessage>
  );
}
