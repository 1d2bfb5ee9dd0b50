import { ImageOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { moderationSortOrders, type ModerationListItem } from '#contract/dashboard/properties';
import { CATEGORY } from '#contract/properties';
import { formatPrice } from '#web/lib/formatting/format';
import type { ModerationSort } from '#web/entities/moderated-ad/status';
import { useModerationList, usePendingCount, type ModerationFilters } from '../api';
import type { Column } from '#web/components/back-office/DataTable';
import { ListTable } from '#web/components/back-office/ListTable';
import { rowButton } from '#web/components/back-office/row-buttons';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { Badge } from '#web/components/ui/Badge';
import { statusTones } from '#web/entities/moderated-ad/status';
import { StatusTabs } from '../components/StatusTabs';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PropertiesPage as Component };

const isSort = (value: string): value is ModerationSort =>
  moderationSortOrders.some((order) => order === value);

/** Properties and moderation: the review queue (pending, oldest first) opens first. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const officeId = Number(searchParams.get('office')) || undefined;
  const list = useListState<ModerationSort, ModerationFilters>(
    'oldest',
    officeId ? {} : { status: 'pending' },
  );
  const { filters, filter } = list;
  const ads = useModerationList(list.params, { ...filters, officeId });
  const pending = usePendingCount();

  const columns: Column<ModerationListItem, ModerationSort>[] = [
    {
      id: 'ad',
      header: t('dashboard.properties.ad'),
      cell: (ad) => (
        <Link
          to={`/dashboard/properties/${ad.id}`}
          className="flex min-w-56 items-center gap-3 rounded-lg hover:underline"
          aria-label={t('dashboard.properties.open', { title: ad.title })}
        >
          {ad.coverImage ? (
            <img
              src={ad.coverImage.thumbUrl}
              alt=""
              loading="lazy"
              className="size-12 shrink-0 rounded-lg bg-line object-cover"
            />
          ) : (
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-line text-ink-muted">
              <ImageOff aria-hidden className="size-5" />
            </span>
          )}
          <span className="flex flex-col">
            <span className="font-medium">{ad.title}</span>
            <span className="text-xs text-ink-muted">
              {t('dashboard.properties.number', { id: ad.id })} ·{' '}
              {t(`dashboard.properties.categories.${ad.category === CATEGORY.industrial ? '2' : '1'}`)}
              {ad.isFeatured && ` · ${t('dashboard.properties.featured')}`}
            </span>
          </span>
        </Link>
      ),
    },
    {
      id: 'owner',
      header: t('dashboard.properties.owner'),
      cell: (ad) => (
        <span className="flex flex-col">
          <span>{ad.owner.fullName ?? t('dashboard.properties.noName')}</span>
          {ad.owner.phoneNumber && (
            <span dir="ltr" className="text-start text-xs text-ink-muted">
              {ad.owner.phoneNumber}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('dashboard.properties.price'),
      className: 'whitespace-nowrap',
      sort: { ascending: 'priceAsc', descending: 'priceDesc' },
      cell: (ad) => formatPrice(ad.price, ad.currency, language),
    },
    {
      id: 'status',
      header: t('dashboard.properties.status'),
      cell: (ad) => (
        <Badge tone={statusTones[ad.status]} label={t(`dashboard.properties.statuses.${ad.status}`)} />
      ),
    },
    {
      id: 'created',
      header: t('dashboard.properties.created'),
      className: 'whitespace-nowrap',
      sort: { ascending: 'oldest', descending: 'newest' },
      cell: (ad) => formatDateTime(ad.createdAt, language),
    },
  ];

  return (
    <>
      <PageHeading title={t('dashboard.nav.properties')} />
      <StatusTabs
        value={filters.status}
        pendingCount={pending.data}
        onChange={(status) => filter({ status })}
      />
      <div className="h-3" />
      {officeId && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          {t('dashboard.offices.adsOfOffice', { id: officeId })}
          <button type="button" className={rowButton} onClick={() => setSearchParams({})}>
            <X aria-hidden className="size-4" />
            {t('dashboard.offices.clearOffice')}
          </button>
        </p>
      )}
      <ListTable
        caption={
          filters.status === 'pending' ? t('dashboard.properties.queue') : t('dashboard.nav.properties')
        }
        columns={columns}
        rowKey={(ad) => ad.id}
        query={ads}
        list={list}
        emptyText={
          filters.status === 'pending'
            ? t('dashboard.properties.queueEmpty')
            : t('dashboard.properties.empty')
        }
        searchLabel={t('dashboard.properties.search')}
        filters={
          <>
            <FilterSelect
              label={t('dashboard.properties.category')}
              className="w-full sm:w-40"
              value={filters.category === undefined ? '' : String(filters.category)}
              anyLabel={t('dashboard.filters.all')}
              options={[
                { value: '1', label: t('dashboard.properties.categories.1') },
                { value: '2', label: t('dashboard.properties.categories.2') },
              ]}
              onChange={(value) => filter({ category: value ? Number(value) : undefined })}
            />
            <FilterSelect
              label={t('dashboard.properties.sort')}
              className="w-full sm:w-44"
              value={list.sort}
              options={moderationSortOrders.map((order) => ({
                value: order,
                label: t(`dashboard.properties.sorts.${order}`),
              }))}
              onChange={(value) => {
                if (isSort(value)) list.setSort(value);
              }}
            />
          </>
        }
      />
    </>
  );
}
