import { Ban, LockOpen, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '#contract/dashboard/staff';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { useMe } from '#web/entities/staff/api';
import { useRoles } from '#web/entities/role/api';
import { useStaffList, type StaffFilters, type StaffSort } from '#web/entities/staff/staff-list';
import { useSetBlocked } from '../api';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListTable } from '#web/components/back-office/ListTable';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { StaffDialog } from '../components/StaffDialog';
import { errorMessage } from '#web/lib/api/api-client';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { StaffPage as Component };

const rowButton = 'inline-flex size-8 items-center justify-center rounded-full hover:bg-line';

type Editing = { member?: StaffMember } | undefined;

export function StaffPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const me = useMe();
  const list = useListState<StaffSort>('newest');
  const [filters, setFilters] = useState<StaffFilters>({});
  const staff = useStaffList(list.params, filters);
  const roles = useRoles({ page: 0, pageSize: 100, sort: 'nameAsc' }, can('Roles.ReadList'));
  const setBlocked = useSetBlocked();
  const [editing, setEditing] = useState<Editing>();
  const [blocking, setBlocking] = useState<StaffMember>();

  const filter = (next: StaffFilters) => {
    setFilters(next);
    list.resetPage();
  };

  const columns: Column<StaffMember, StaffSort>[] = [
    {
      id: 'name',
      header: t('dashboard.staff.fullName'),
      sort: { ascending: 'nameAsc', descending: 'nameDesc' },
      cell: (member) => <span className="font-medium">{member.fullName}</span>,
    },
    {
      id: 'email',
      header: t('dashboard.login.email'),
      sort: { ascending: 'emailAsc', descending: 'emailDesc' },
      cell: (member) => <span dir="ltr">{member.email}</span>,
    },
    { id: 'role', header: t('dashboard.staff.role'), cell: (member) => member.role.name },
    {
      id: 'status',
      header: t('dashboard.staff.status'),
      cell: (member) =>
        member.isBlocked ? (
          <Badge tone="bad" label={t('dashboard.staff.blocked')} />
        ) : (
          <Badge tone="good" label={t('dashboard.staff.active')} />
        ),
    },
    {
      id: 'lastLogin',
      header: t('dashboard.staff.lastLogin'),
      className: 'whitespace-nowrap',
      cell: (member) => (member.lastLoginAt ? formatDateTime(member.lastLoginAt, language) : '—'),
    },
    createdColumn('created', t('dashboard.staff.created'), language),
    {
      id: 'actions',
      header: t('dashboard.table.actions'),
      cell: (member) =>
        can('Staff.Update') && member.id !== me.data?.id ? (
          <div className="flex gap-1">
            <button
              type="button"
              className={rowButton}
              aria-label={t('dashboard.staff.edit', { name: member.fullName })}
              onClick={() => setEditing({ member })}
            >
              <Pencil aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={`${rowButton} ${member.isBlocked ? '' : 'text-red-700 dark:text-red-300'}`}
              aria-label={
                member.isBlocked
                  ? t('dashboard.staff.unblock', { name: member.fullName })
                  : t('dashboard.staff.block', { name: member.fullName })
              }
              onClick={() => setBlocking(member)}
            >
              {member.isBlocked ? (
                <LockOpen aria-hidden className="size-4" />
              ) : (
                <Ban aria-hidden className="size-4" />
              )}
            </button>
          </div>
        ) : null,
    },
  ];

  const confirmBlock = () => {
    if (!blocking) return;
    setBlocked.mutate(
      { id: blocking.id, blocked: !blocking.isBlocked },
      {
        onSuccess: (member) =>
          notify.success(
            member.isBlocked ? t('dashboard.staff.blockedDone') : t('dashboard.staff.unblockedDone'),
          ),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setBlocking(undefined),
      },
    );
  };

  return (
    <>
      <PageHeading
        title={t('dashboard.nav.staff')}
        actions={
          can('Staff.Create') && (
            <Button look="primary" onClick={() => setEditing({})}>
              <Plus aria-hidden className="size-4" />
              {t('dashboard.staff.new')}
            </Button>
          )
        }
      />
      <ListTable
        caption={t('dashboard.nav.staff')}
        columns={columns}
        rowKey={(member) => member.id}
        query={staff}
        list={list}
        emptyText={t('dashboard.staff.empty')}
        searchLabel={t('dashboard.staff.search')}
        filters={
          <>
            {roles.data && (
              <FilterSelect
                label={t('dashboard.staff.role')}
                className="w-full sm:w-48"
                value={filters.roleId === undefined ? '' : String(filters.roleId)}
                options={[
                  { value: '', label: t('dashboard.filters.all') },
                  ...roles.data.data.map((role) => ({ value: String(role.id), label: role.name })),
                ]}
                onChange={(value) => filter({ ...filters, roleId: value ? Number(value) : undefined })}
              />
            )}
            <FilterSelect
              label={t('dashboard.staff.status')}
              className="w-full sm:w-40"
              value={filters.isBlocked === undefined ? '' : String(filters.isBlocked)}
              options={[
                { value: '', label: t('dashboard.filters.all') },
                { value: 'false', label: t('dashboard.staff.active') },
                { value: 'true', label: t('dashboard.staff.blocked') },
              ]}
              onChange={(value) =>
                filter({
                  ...filters,
                  isBlocked: value === '' ? undefined : value === 'true',
                })
              }
            />
          </>
        }
      />
      {editing && <StaffDialog member={editing.member} onClose={() => setEditing(undefined)} />}
      {blocking && (
        <ConfirmDialog
          open
          title={blocking.isBlocked ? t('dashboard.staff.unblockTitle') : t('dashboard.staff.blockTitle')}
          body={
            blocking.isBlocked
              ? t('dashboard.staff.unblockBody', { name: blocking.fullName })
              : t('dashboard.staff.blockBody', { name: blocking.fullName })
          }
          confirmLabel={
            blocking.isBlocked ? t('dashboard.staff.unblockConfirm') : t('dashboard.staff.blockConfirm')
          }
          cancelLabel={t('dashboard.cancel')}
          onCancel={() => setBlocking(undefined)}
          onConfirm={confirmBlock}
        />
      )}
    </>
  );
}
