import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLookup, LookupKindName } from '#contract/dashboard/lookups';
import { useLookupList, useRegions, type LookupFilters, type LookupSort } from '../api';
import type { Column } from '#web/components/back-office/DataTable';
import { ListTable } from '#web/components/back-office/ListTable';
import { LookupConfirm } from '../components/LookupConfirm';
import { LookupDialog } from '../components/LookupDialog';
import { LookupKindTabs } from '../components/LookupKindTabs';
import {
  HiddenBadge,
  HideableRowActions,
  type HideableAction,
} from '#web/components/back-office/HideableRowActions';
import { NewButton } from '#web/components/back-office/NewButton';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { StateFilter } from '#web/components/back-office/StateFilter';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { LookupsPage as Component };

type Editing = { lookup?: DashboardLookup } | undefined;
type Confirming = { lookup: DashboardLookup; action: 'hide' | 'show' | 'delete' } | undefined;

/** Regions list their entries as regions, all cities, or one region's cities. */
type RegionLevel = 'regions' | 'cities' | number;

const regionFilters = (level: RegionLevel): LookupFilters =>
  level === 'regions' ? { isCity: false } : level === 'cities' ? { isCity: true } : { parentId: level };

export function LookupsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<LookupSort, { kind: LookupKindName; level: RegionLevel; isHidden?: boolean }>(
    'orderAsc',
    { kind: 'transactiontype', level: 'regions' },
  );
  const { kind, level, isHidden } = list.filters;
  const filters: LookupFilters = { isHidden, ...(kind === 'region' ? regionFilters(level) : {}) };
  const lookups = useLookupList(kind, list.params, filters);
  const regions = useRegions(kind === 'region');
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState<Confirming>();
  const nameOf = (lookup: { nameAr: string; nameEn: string }) =>
    language === 'ar' ? lookup.nameAr : lookup.nameEn;

  const act = (lookup: DashboardLookup) => (action: HideableAction) =>
    action === 'edit' ? setEditing({ lookup }) : setConfirming({ lookup, action });

  const columns: Column<DashboardLookup, LookupSort>[] = [
    {
      id: 'nameAr',
      header: t('dashboard.lookups.nameAr'),
      sort: { ascending: 'nameArAsc', descending: 'nameArDesc' },
      cell: (lookup) => (
        <span className="font-medium" lang="ar" dir="rtl">
          {lookup.nameAr}
        </span>
      ),
    },
    {
      id: 'nameEn',
      header: t('dashboard.lookups.nameEn'),
      sort: { ascending: 'nameEnAsc', descending: 'nameEnDesc' },
      cell: (lookup) => (
        <span lang="en" dir="ltr">
          {lookup.nameEn}
        </span>
      ),
    },
    ...(kind === 'propertytype'
      ? [
          {
            id: 'category',
            header: t('dashboard.lookups.category'),
            cell: (lookup: DashboardLookup) =>
              lookup.category === 1 || lookup.category === 2
                ? t(`dashboard.lookups.categories.${lookup.category}`)
                : '—',
          },
        ]
      : []),
    ...(kind === 'region'
      ? [
          {
            id: 'region',
            header: t('dashboard.lookups.region'),
            className: 'whitespace-nowrap',
            cell: (lookup: DashboardLookup) =>
              lookup.parent
                ? nameOf(lookup.parent)
                : t('dashboard.lookups.cityCount', { count: lookup.childCount }),
          },
        ]
      : []),
    {
      id: 'usage',
      header: t('dashboard.lookups.usage'),
      sort: { ascending: 'usageAsc', descending: 'usageDesc', first: 'descending' },
      cell: (lookup) => lookup.usageCount,
    },
    {
      id: 'status',
      header: t('dashboard.lookups.status'),
      cell: (lookup) => <HiddenBadge section="lookups" hidden={lookup.isHidden} />,
    },
    {
      id: 'order',
      header: t('dashboard.lookups.sortOrder'),
      sort: { ascending: 'orderAsc', descending: 'orderDesc' },
      cell: (lookup) => lookup.sortOrder,
    },
    {
      id: 'actions',
      header: t('dashboard.table.actions'),
      cell: (lookup) => (
        <HideableRowActions
          section="lookups"
          name={nameOf(lookup)}
          hidden={lookup.isHidden}
          onAction={act(lookup)}
        />
      ),
    },
  ];

  const kindName = t(`dashboard.lookups.kinds.${kind}`);
  return (
    <>
      <PageHeading
        title={t('dashboard.nav.lookups')}
        actions={
          can('Lookups.Create') && (
            <NewButton label={t('dashboard.lookups.new')} onClick={() => setEditing({})} />
          )
        }
      />
      <div className="mb-4">
        <LookupKindTabs value={kind} onChange={(next) => list.filter({ kind: next, level: 'regions' })} />
      </div>
      <ListTable
        caption={kindName}
        columns={columns}
        rowKey={(lookup) => lookup.id}
        query={lookups}
        list={list}
        emptyText={t('dashboard.lookups.empty')}
        searchLabel={t('dashboard.lookups.search')}
        filters={
          <>
            {kind === 'region' && (
              <FilterSelect
                label={t('dashboard.lookups.showFilter')}
                className="w-full sm:w-56"
                value={String(level)}
                options={[
                  { value: 'regions', label: t('dashboard.lookups.levels.regions') },
                  { value: 'cities', label: t('dashboard.lookups.levels.cities') },
                  ...(regions.data?.data ?? []).map((region) => ({
                    value: String(region.id),
                    label: t('dashboard.lookups.levels.citiesOf', { name: nameOf(region) }),
                  })),
                ]}
                onChange={(value) =>
                  list.filter({ level: value === 'regions' || value === 'cities' ? value : Number(value) })
                }
              />
            )}
            <StateFilter
              label={t('dashboard.lookups.status')}
              className="w-full sm:w-40"
              falseLabel={t('dashboard.lookups.visible')}
              trueLabel={t('dashboard.lookups.hidden')}
              value={isHidden}
              onChange={(next) => list.filter({ isHidden: next })}
            />
          </>
        }
      />
      {editing && (
        <LookupDialog
          key={kind}
          kind={kind}
          lookup={editing.lookup}
          asCity={kind === 'region' && typeof level === 'number' ? level : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirming && (
        <LookupConfirm
          lookup={confirming.lookup}
          action={confirming.action}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </>
  );
}
