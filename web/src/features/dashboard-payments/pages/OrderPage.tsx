import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DashboardOrder } from '#contract/dashboard/payment-orders';
import type { OrderStatus } from '#contract/payments';
import { BackLink } from '#web/components/back-office/BackLink';
import { DetailCard } from '#web/components/back-office/DetailCard';
import { DetailGate } from '#web/components/back-office/DetailGate';
import { FactList } from '#web/components/back-office/FactList';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { formatPercent } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useCan } from '#web/lib/session/staff-session';
import { RefundDialog } from '../components/RefundDialog';
import { RefundDocuments, RefundList } from '../components/RefundList';
import { RefundMoney } from '../components/RefundMoney';
import { usePaymentOrder } from '../order-api';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { OrderPage as Component };

const LIST_PATH = '/dashboard/payments/orders';

const statusTones: Record<OrderStatus, BadgeTone> = {
  pending: 'waiting',
  paid: 'good',
  failed: 'bad',
  expired: 'muted',
  disputed: 'bad',
};

/** One paid-visibility order: what was bought, by whom, its payment, refunds and tax documents. */
export function OrderPage() {
  const { t } = useTranslation();
  const order = usePaymentOrder(useParams().id ?? '');
  if (!order.data) {
    return (
      <DetailGate query={order} backTo={LIST_PATH} backLabel={t('dashboard.paymentsOrder.backToList')} />
    );
  }
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: DashboardOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const [refunding, setRefunding] = useState(false);
  const refundable = order.payment?.refundable ?? 0;

  return (
    <>
      <BackLink to={LIST_PATH} label={t('dashboard.paymentsOrder.backToList')} />
      <PageHeading
        title={order.product.description}
        actions={
          can('Payments.Refund') &&
          refundable > 0 && (
            <Button look="danger" onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden className="size-4" />
              {t('dashboard.paymentsOrder.refund')}
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Badge
          tone={statusTones[order.status]}
          label={t(`dashboard.paymentsOrder.statuses.${order.status}`)}
        />
        <span dir="ltr" className="text-sm text-ink-muted">
          {order.id}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <DetailCard title={t('dashboard.paymentsOrder.orderTitle')}>
            <FactList
              facts={[
                {
                  label: t('dashboard.paymentsOrder.product'),
                  value: t(`dashboard.paymentsOrder.kinds.${order.product.kind}`),
                },
                {
                  label: t('dashboard.paymentsOrder.code'),
                  value: <span dir="ltr">{order.product.code}</span>,
                },
                { label: t('dashboard.paymentsOrder.net'), value: <RefundMoney halalas={order.net} /> },
                {
                  label: t('dashboard.paymentsOrder.vatAt', {
                    rate: formatPercent(order.vatRateBasisPoints / 10_000, language),
                  }),
                  value: <RefundMoney halalas={order.vat} />,
                },
                { label: t('dashboard.paymentsOrder.total'), value: <RefundMoney halalas={order.total} /> },
                {
                  label: t('dashboard.paymentsOrder.created'),
                  value: formatDateTime(order.createdAt, language),
                },
                {
                  label: t('dashboard.paymentsOrder.settled'),
                  value: order.settledAt && formatDateTime(order.settledAt, language),
                },
              ]}
            />
          </DetailCard>
          <DetailCard title={t('dashboard.paymentsOrder.paymentTitle')}>
            {order.payment ? (
              <FactList
                facts={[
                  {
                    label: t('dashboard.paymentsOrder.paid'),
                    value: <RefundMoney halalas={order.payment.amount} />,
                  },
                  {
                    label: t('dashboard.paymentsOrder.refunded'),
                    value: <RefundMoney halalas={order.payment.refunded} />,
                  },
                  {
                    label: t('dashboard.paymentsOrder.refundable'),
                    value: <RefundMoney halalas={order.payment.refundable} />,
                  },
                  {
                    label: t('dashboard.paymentsOrder.captured'),
                    value: formatDateTime(order.payment.capturedAt, language),
                  },
                  {
                    label: t('dashboard.paymentsOrder.gatewayPayment'),
                    value: (
                      <span dir="ltr" className="text-sm">
                        {order.payment.gatewayPaymentId}
                      </span>
                    ),
                  },
                ]}
              />
            ) : (
              <p className="text-ink-muted">{t('dashboard.paymentsOrder.noPayment')}</p>
            )}
          </DetailCard>
          <DetailCard title={t('dashboard.paymentsOrder.refundsTitle')}>
            <RefundList refunds={order.refunds} />
          </DetailCard>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <DetailCard title={t('dashboard.paymentsOrder.buyerTitle')}>
            {order.buyer ? (
              <FactList
                narrow
                facts={[
                  {
                    label: t('dashboard.paymentsOrder.buyerName'),
                    value: can('Users.Read') ? (
                      <Link to={`/dashboard/users/${order.buyer.id}`} className="hover:underline">
                        <bdi>{order.buyer.name ?? t('dashboard.paymentsOrder.noName')}</bdi>
                      </Link>
                    ) : (
                      <bdi>{order.buyer.name ?? t('dashboard.paymentsOrder.noName')}</bdi>
                    ),
                  },
                  {
                    label: t('dashboard.paymentsOrder.buyerPhone'),
                    value: <span dir="ltr">{order.buyer.phone}</span>,
                  },
                ]}
              />
            ) : (
              <p className="text-ink-muted">{t('dashboard.paymentsOrder.buyerGone')}</p>
            )}
            {(order.ad ?? order.office) && (
              <div className="mt-4 border-t border-line pt-3">
                <FactList
                  narrow
                  facts={[
                    {
                      label: t('dashboard.paymentsOrder.ad'),
                      value: order.ad && (
                        <Link to={`/dashboard/properties/${String(order.ad.id)}`} className="hover:underline">
                          <bdi>{order.ad.title}</bdi>
                        </Link>
                      ),
                    },
                    {
                      label: t('dashboard.paymentsOrder.office'),
                      value: order.office && (
                        <Link
                          to={`/dashboard/offices/${String(order.office.id)}`}
                          className="hover:underline"
                        >
                          <bdi>{order.office.name}</bdi>
                        </Link>
                      ),
                    },
                  ]}
                />
              </div>
            )}
          </DetailCard>
          <DetailCard title={t('dashboard.paymentsOrder.documentsTitle')}>
            <RefundDocuments documents={order.taxDocuments} />
          </DetailCard>
        </div>
      </div>
      {refunding && (
        <RefundDialog orderId={order.id} refundable={refundable} onClose={() => setRefunding(false)} />
      )}
    </>
  );
}
