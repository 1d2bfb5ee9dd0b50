import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '#contract/dashboard/roles';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { formatNumber } from '#web/lib/formatting/format';
import { useDeleteRole, useRoles, type RoleSort } from '#web/entities/role/api';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { RowIconButton, RowIconLink } from '#web/components/back-office/RowIconButton';
import { buttonLook } from '#web/components/ui/Button';
import { toastOutcome } from '#web/lib/api/toast-outcome';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { RolesPage as Component };

export function RolesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<RoleSort>('nameAsc');
  const roles = useRoles(list.params);
  const deleteRole = useDeleteRole();
  const [deleting, setDeleting] = useState<Role>();

  const columns: Column<Role, RoleSort>[] = [
    {
      id: 'name',
      header: t('dashboard.roles.name'),
      sort: { ascending: 'nameAsc', descending: 'nameDesc' },
      cell: (role) => (
        <span className="font-medium">
          {role.name}
          {role.isSuperAdmin && (
            <span className="ms-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent-strong">
              {t('dashboard.roles.superAdmin')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'permissions',
      header: t('dashboard.roles.permissionCount'),
      cell: (role) => formatNumber(role.permissions.length, language),
    },
    {
      id: 'staff',
      header: t('dashboard.roles.staffCount'),
      cell: (role) => formatNumber(role.staffCount, language),
    },
    createdColumn('created', t('dashboard.roles.created'), language),
    {
      id: 'actions',
      header: t('dashboard.table.actions'),
      cell: (role) =>
        role.isSuperAdmin ? null : (
          <div className="flex gap-1">
            {can('Roles.Read') && (
              <RowIconLink
                to={`/dashboard/roles/${role.id}`}
                label={t('dashboard.roles.edit', { name: role.name })}
                icon={Pencil}
              />
            )}
            {can('Roles.Delete') && (
              <RowIconButton
                label={t('dashboard.roles.delete', { name: role.name })}
                icon={Trash2}
                onClick={() => setDeleting(role)}
                danger
              />
            )}
          </div>
        ),
    },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    deleteRole.mutate(
      deleting.id,
      toastOutcome(t('dashboard.roles.deleted'), () => setDeleting(undefined)),
    );
  };

  return (
    <>
      <ListPage
        title={t('dashboard.nav.roles')}
        actions={
          can('Roles.Create') && (
            <Link to="/dashboard/roles/new" className={buttonLook('primary')}>
              <Plus aria-hidden className="size-4" />
              {t('dashboard.roles.new')}
            </Link>
          )
        }
        columns={columns}
        rowKey={(role) => role.id}
        query={roles}
        list={list}
        emptyText={t('dashboard.roles.empty')}
        searchLabel={t('dashboard.roles.search')}
      />
      {deleting && (
        <ConfirmDialog
          title={t('dashboard.roles.deleteTitle')}
          body={t('dashboard.roles.deleteBody', { name: deleting.name })}
          confirmLabel={t('dashboard.roles.deleteConfirm')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
