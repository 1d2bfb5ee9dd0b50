import { Ban, LockOpen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '#contract/dashboard/staff';
import { Badge } from '#web/components/ui/Badge';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { useMe } from '#web/entities/staff/api';
import { useRoles } from '#web/entities/role/api';
import { useStaffList, type StaffFilters, type StaffSort } from '#web/entities/staff/staff-list';
import { useSetBlocked } from '../api';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { NewButton } from '#web/components/back-office/NewButton';
import { RowIconButton } from '#web/components/back-office/RowIconButton';
import { StateFilter } from '#web/components/back-office/StateFilter';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { StaffDialog } from '../components/StaffDialog';
import { toastOutcome } from '#web/lib/api/toast-outcome';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { StaffPage as Component };

type Editing = { member?: StaffMember } | undefined;

export function StaffPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const me = useMe();
  const list = useListState<StaffSort, StaffFilters>('newest');
  const staff = useStaffList(list.params, list.filters);
  const roles = useRoles({ page: 0, pageSize: 100, sort: 'nameAsc' }, can('Roles.ReadList'));
  const setBlocked = useSetBlocked();
  const [editing, setEditing] = useState<Editing>();
  const [blocking, setBlocking] = useState<StaffMember>();

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
            <RowIconButton
              label={t('dashboard.staff.edit', { name: member.fullName })}
              icon={Pencil}
              onClick={() => setEditing({ member })}
            />
            <RowIconButton
              label={
                member.isBlocked
                  ? t('dashboard.staff.unblock', { name: member.fullName })
                  : t('dashboard.staff.block', { name: member.fullName })
              }
              icon={member.isBlocked ? LockOpen : Ban}
              onClick={() => setBlocking(member)}
              danger={!member.isBlocked}
            />
          </div>
        ) : null,
    },
  ];

  const confirmBlock = () => {
    if (!blocking) return;
    const blocked = !blocking.isBlocked;
    const done = blocked ? t('dashboard.staff.blockedDone') : t('dashboard.staff.unblockedDone');
    setBlocked.mutate(
      { id: blocking.id, blocked },
      toastOutcome(done, () => setBlocking(undefined)),
    );
  };

  return (
    <>
      <ListPage
        title={t('dashboard.nav.staff')}
        actions={
          can('Staff.Create') && <NewButton label={t('dashboard.staff.new')} onClick={() => setEditing({})} />
        }
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
                value={list.filters.roleId === undefined ? '' : String(list.filters.roleId)}
                anyLabel={t('dashboard.filters.all')}
                options={roles.data.data.map((role) => ({ value: String(role.id), label: role.name }))}
                onChange={(value) => list.filter({ roleId: value ? Number(value) : undefined })}
              />
            )}
            <StateFilter
              label={t('dashboard.staff.status')}
              className="w-full sm:w-40"
              falseLabel={t('dashboard.staff.active')}
              trueLabel={t('dashboard.staff.blocked')}
              value={list.filters.isBlocked}
              onChange={(isBlocked) => list.filter({ isBlocked })}
            />
          </>
        }
      />
      {editing && <StaffDialog member={editing.member} onClose={() => setEditing(undefined)} />}
      {blocking && (
        <ConfirmDialog
          title={blocking.isBlocked ? t('dashboard.staff.unblockTitle') : t('dashboard.staff.blockTitle')}
          body={
            blocking.isBlocked
              ? t('dashboard.staff.unblockBody', { name: blocking.fullName })
              : t('dashboard.staff.blockBody', { name: blocking.fullName })
          }
          confirmLabel={
            blocking.isBlocked ? t('dashboard.staff.unblockConfirm') : t('dashboard.staff.blockConfirm')
          }
          onCancel={() => setBlocking(undefined)}
          onConfirm={confirmBlock}
        />
      )}
    </>
  );
}
