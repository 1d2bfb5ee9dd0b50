import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { auditActions, type AuditAction, type AuditEntry } from '#contract/dashboard/audit-log';
import { dashboardResources } from '#contract/dashboard/permissions';
import { useAuditLog, type AuditFilters, type AuditSort } from '../api';
import { AuditDiff } from '../components/AuditDiff';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { FilterSearch } from '#web/components/ui/filters/FilterSearch';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { StaffPicker, type PickedStaff } from '#web/entities/staff/components/StaffPicker';
import { FilterDate } from '#web/components/ui/filters/FilterDate';
import { isResource, resourceLabel } from '#web/entities/role/permission-labels';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { AuditLogPage as Component };

const isAuditAction = (value: string): value is AuditAction =>
  auditActions.some((action) => action === value);

export function AuditLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListState<AuditSort, AuditFilters>('newest');
  const { filters, filter } = list;
  const [staff, setStaff] = useState<PickedStaff>();
  const can = useCan();
  const log = useAuditLog(list.params, filters);
  const actionText = (action: AuditAction) => t(`dashboard.audit.actions.${action}`);

  const columns: Column<AuditEntry, AuditSort>[] = [
    createdColumn('time', t('dashboard.audit.time'), language),
    {
      id: 'staff',
      header: t('dashboard.audit.staff'),
      cell: (entry) => <span dir="ltr">{entry.staff.email}</span>,
    },
    { id: 'action', header: t('dashboard.audit.action'), cell: (entry) => actionText(entry.action) },
    {
      id: 'resource',
      header: t('dashboard.audit.resource'),
      cell: (entry) => resourceLabel(t, entry.resource),
    },
    {
      id: 'resourceId',
      header: t('dashboard.audit.resourceId'),
      cell: (entry) => (
        <span dir="ltr" className="whitespace-nowrap text-xs">
          {entry.resourceId ?? '—'}
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={t('dashboard.nav.auditLog')}
      columns={columns}
      rowKey={(entry) => entry.id}
      query={log}
      list={list}
      emptyText={t('dashboard.audit.empty')}
      expanded={(entry) => <AuditDiff entry={entry} />}
      expandLabel={(entry) =>
        t('dashboard.audit.showChanges', {
          action: actionText(entry.action),
          resource: resourceLabel(t, entry.resource),
        })
      }
      filters={
        <>
          {can('Staff.ReadList') ? (
            <StaffPicker
              label={t('dashboard.audit.staffPicker')}
              value={staff}
              onChange={(next) => {
                setStaff(next);
                filter({ staffId: next?.id });
              }}
            />
          ) : (
            <FilterSearch
              label={t('dashboard.audit.staffFilter')}
              value={list.search}
              onChange={list.setSearch}
            />
          )}
          <FilterSelect
            label={t('dashboard.audit.resource')}
            className="w-full sm:w-44"
            value={filters.resource ?? ''}
            anyLabel={t('dashboard.filters.all')}
            options={dashboardResources.map((resource) => ({
              value: resource,
              label: resourceLabel(t, resource),
            }))}
            onChange={(value) => filter({ resource: isResource(value) ? value : undefined })}
          />
          <FilterSelect
            label={t('dashboard.audit.action')}
            className="w-full sm:w-44"
            value={filters.action ?? ''}
            anyLabel={t('dashboard.filters.all')}
            options={auditActions.map((action) => ({ value: action, label: actionText(action) }))}
            onChange={(value) => filter({ action: isAuditAction(value) ? value : undefined })}
          />
          <FilterDate
            label={t('dashboard.audit.from')}
            className="w-full sm:w-44"
            value={filters.from}
            max={filters.to}
            onChange={(from) => filter({ from })}
          />
          <FilterDate
            label={t('dashboard.audit.to')}
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
