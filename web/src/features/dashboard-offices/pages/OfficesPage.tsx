import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardOfficeListItem, OfficeSortOrder } from '#contract/dashboard/offices';
import { falStates, officeStatuses } from '#contract/offices';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { useListState } from '#web/components/back-office/use-list-state';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatNumber } from '#web/lib/formatting/format';
import { useCan } from '#web/lib/session/staff-session';
import { useOfficeList, type FalState, type OfficeFilters } from '../api';
import { LicenceBadge, OfficeStatusBadge } from '../components/OfficeBadges';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { OfficesPage as Component };

/** Brokerage offices: search by name or FAL number, narrow by status and licence; each opens its page. */
export function OfficesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<OfficeSortOrder, OfficeFilters>('newest');
  const offices = useOfficeList(list.params, list.filters);

  const columns: Column<DashboardOfficeListItem, OfficeSortOrder>[] = [
    {
      id: 'name',
      header: t('dashboard.offices.name'),
      sort: { ascending: 'nameAsc', descending: 'nameDesc' },
      cell: (office) => {
        const name = language === 'ar' ? office.nameAr : office.nameEn;
        return (
          <span className="flex min-w-44 flex-col">
            {can('Offices.Read') ? (
              <Link
                to={`/dashboard/offices/${office.id}`}
                className="font-medium hover:underline"
                aria-label={t('dashboard.offices.open', { name })}
              >
                <bdi>{name}</bdi>
              </Link>
            ) : (
              <bdi className="font-medium">{name}</bdi>
            )}
            <span className="text-xs text-ink-muted">
              <bdi>{language === 'ar' ? office.nameEn : office.nameAr}</bdi>
            </span>
          </span>
        );
      },
    },
    {
      id: 'fal',
      header: t('dashboard.offices.falNumber'),
      className: 'whitespace-nowrap',
      cell: (office) => <span dir="ltr">{office.falNumber}</span>,
    },
    {
      id: 'licence',
      header: t('dashboard.offices.licence'),
      cell: (office) => <LicenceBadge state={office.falState} />,
    },
    {
      id: 'status',
      header: t('dashboard.offices.status'),
      cell: (office) => <OfficeStatusBadge office={office} />,
    },
    {
      id: 'members',
      header: t('dashboard.offices.members'),
      className: 'text-center',
      cell: (office) => formatNumber(office.membersCount, language),
    },
    createdColumn('created', t('dashboard.offices.opened'), language),
  ];

  return (
    <ListPage
      title={t('dashboard.nav.offices')}
      columns={columns}
      rowKey={(office) => office.id}
      query={offices}
      list={list}
      emptyText={t('dashboard.offices.empty')}
      searchLabel={t('dashboard.offices.search')}
      filters={
        <>
          <FilterSelect
            label={t('dashboard.offices.status')}
            className="w-full sm:w-44"
            value={list.filters.status ?? ''}
            anyLabel={t('dashboard.filters.all')}
            options={officeStatuses.map((value) => ({
              value,
              label: t(`dashboard.offices.statuses.${value}`),
            }))}
            onChange={(value) => list.filter({ status: officeStatuses.find((status) => status === value) })}
          />
          <FilterSelect
            label={t('dashboard.offices.licence')}
            className="w-full sm:w-44"
            value={list.filters.licenceState ?? ''}
            anyLabel={t('dashboard.filters.all')}
            options={falStates.map((value) => ({
              value,
              label: t(`dashboard.offices.licenceStates.${value}`),
            }))}
            onChange={(value) =>
              list.filter({ licenceState: falStates.find((state): state is FalState => state === value) })
            }
          />
        </>
      }
    />
  );
}
