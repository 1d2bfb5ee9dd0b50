import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentOrderListItem } from '#contract/dashboard/payments-finance';
import { orderStatuses, productKinds, type OrderStatus } from '#contract/payments';
import type { Column } from '#web/components/back-office/DataTable';
import { ListPage } from '#web/components/back-office/ListPage';
import { useListState } from '#web/components/back-office/use-list-state';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { FilterDate } from '#web/components/ui/filters/FilterDate';
import { FilterSearch } from '#web/components/ui/filters/FilterSearch';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useCan } from '#web/lib/session/staff-session';
import { useOrderList, type OrderFilters } from '../finance-api';
import { formatHalalas } from '#web/lib/formatting/format';
import { formatRiyadhDateTime } from '../lib/riyadh-time';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { OrdersPage as Component };

const statusTones: Record<OrderStatus, BadgeTone> = {
  pending: 'waiting',
  paid: 'good',
  failed: 'bad',
  expired: 'muted',
  disputed: 'bad',
};

/** A phone number is looked up once it could be whole: a Saudi mobile has 9 digits after its 0. */
const MIN_PHONE_DIGITS = 9;
const wholePhone = (typed: string) =>
  typed.replace(/[^\d\u0660-\u0669]/g, '').length >= MIN_PHONE_DIGITS ? typed : undefined;

/** Orders of paid visibility, newest first: by status, kind, Riyadh days and the buyer's exact number. */
export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<'newest', OrderFilters>('newest');
  const orders = useOrderList(list.params, {
    ...list.filters,
    buyerPhone: wholePhone(list.params.query ?? ''),
  });
  const money = (amount: number) => formatHalalas(amount, language);

  const columns: Column<PaymentOrderListItem, 'newest'>[] = [
    {
      id: 'created',
      header: t('dashboard.payments.orders.created'),
      className: 'whitespace-nowrap',
      cell: (order) => {
        const date = formatRiyadhDateTime(order.createdAt, language);
        return can('Payments.Read') ? (
          <Link
            to={`/dashboard/payments/orders/${order.id}`}
            className="font-medium hover:underline"
            aria-label={t('dashboard.payments.orders.open', { date })}
          >
            {date}
          </Link>
        ) : (
          date
        );
      },
    },
    {
      id: 'product',
      header: t('dashboard.payments.orders.product'),
      cell: (order) => (
        <span className="flex min-w-40 flex-col">
          <bdi>{order.description}</bdi>
          <span className="text-xs text-ink-muted">
            {t(`dashboard.payments.orders.kinds.${order.productKind}`)}
          </span>
        </span>
      ),
    },
    {
      id: 'buyer',
      header: t('dashboard.payments.orders.buyer'),
      cell: (order) => (
        <span className="flex flex-col">
          <bdi>{order.buyer.name ?? (order.buyer.id ? '—' : t('dashboard.payments.orders.noBuyer'))}</bdi>
          {order.buyer.phone && (
            <span dir="ltr" className="text-xs text-ink-muted rtl:text-end">
              {order.buyer.phone}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('dashboard.payments.orders.status'),
      cell: (order) => (
        <Badge
          label={t(`dashboard.payments.orders.statuses.${order.status}`)}
          tone={statusTones[order.status]}
        />
      ),
    },
    {
      id: 'total',
      header: t('dashboard.payments.orders.total'),
      cell: (order) => (
        <span className="flex flex-col whitespace-nowrap">
          <span className="font-medium">{money(order.total)}</span>
          <span className="text-xs text-ink-muted">
            {t('dashboard.payments.orders.net')} {money(order.net)}
          </span>
          <span className="text-xs text-ink-muted">
            {t('dashboard.payments.orders.vat')} {money(order.vat)}
          </span>
          {order.refunded > 0 && (
            <span className="text-xs text-red-700 dark:text-red-400">
              {t('dashboard.payments.orders.refunded', { amount: money(order.refunded) })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'invoice',
      header: t('dashboard.payments.orders.invoice'),
      className: 'whitespace-nowrap',
      cell: (order) => <span dir="ltr">{order.invoiceNumber ?? '—'}</span>,
    },
  ];

  const { filters, filter } = list;
  return (
    <ListPage
      title={t('dashboard.nav.paymentOrders')}
      columns={columns}
      rowKey={(order) => order.id}
      query={orders}
      list={list}
      emptyText={t('dashboard.payments.orders.empty')}
      filters={
        <>
          <FilterSearch
            label={t('dashboard.payments.orders.buyerPhone')}
            value={list.search}
            onChange={list.setSearch}
          />
          <FilterSelect
            label={t('dashboard.payments.orders.status')}
            className="w-full sm:w-44"
            value={filters.status ?? ''}
            anyLabel={t('dashboard.filters.all')}
            options={orderStatuses.map((value) => ({
              value,
              label: t(`dashboard.payments.orders.statuses.${value}`),
            }))}
            onChange={(value) => filter({ status: orderStatuses.find((status) => status === value) })}
          />
          <FilterSelect
            label={t('dashboard.payments.orders.kind')}
            className="w-full sm:w-44"
            value={filters.kind ?? ''}
            anyLabel={t('dashboard.filters.all')}
            options={productKinds.map((value) => ({
              value,
              label: t(`dashboard.payments.orders.kinds.${value}`),
            }))}
            onChange={(value) => filter({ kind: productKinds.find((kind) => kind === value) })}
          />
          <FilterDate
            label={t('dashboard.payments.orders.from')}
            className="w-full sm:w-44"
            value={filters.from}
            max={filters.to}
            onChange={(from) => filter({ from })}
          />
          <FilterDate
            label={t('dashboard.payments.orders.to')}
            className="w-full sm:w-44"
            value={filters.to}
            min={filters.from}
            onChange={(to) => filter({ to })}
          />
        </>
      }
    />
  );
}
