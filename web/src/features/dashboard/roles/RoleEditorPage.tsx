import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describePermissions, type DashboardPermission } from '../../../../../contract/dashboard/permissions';
import type { Role } from '../../../../../contract/dashboard/roles';
import { notify } from '../../../lib/notify';
import { usePermissionCatalogue, useRole, useSaveRole } from './api';
import { primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { PageHeading } from '../shared/PageHeading';
import { PermissionGroup } from './PermissionGroup';
import { TextField } from '../shared/TextField';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { actionLabel, permissionLabel, resourceLabel } from './permission-labels';
import { useCan } from '../../../lib/staff-session';

/** /dashboard/roles/new and /dashboard/roles/:id. */
export function RoleEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const roleId = id === undefined ? undefined : Number(id);
  const role = useRole(roleId);

  if (roleId !== undefined && !role.data) {
    return (
      <>
        <PageHeading title={t('dashboard.roles.editTitle')} />
        {role.isError ? (
          <FormAlert message={errorMessage(role.error)} />
        ) : (
          <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-line" />
        )}
      </>
    );
  }
  return <RoleForm key={role.data?.id ?? 'new'} role={role.data} />;
}

function RoleForm({ role }: { role: Role | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const catalogue = usePermissionCatalogue();
  const save = useSaveRole(role?.id);
  const [name, setName] = useState(role?.name ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(role?.permissions ?? []));
  const [nameMissing, setNameMissing] = useState(false);
  const readOnly = role ? role.isSuperAdmin || !can('Roles.Update') : !can('Roles.Create');
  const fieldErrors = serverFieldErrors(save.error);

  // The server's catalogue; the contract's copy while it loads or for someone who may not read it.
  const items = catalogue.data?.data ?? describePermissions().data;
  const globalItems = items.filter((item) => item.resource === null);
  const resources = [...new Set(items.flatMap((item) => (item.resource ? [item.resource] : [])))];
  // Nobody grants what they do not hold (the server refuses it too).
  const toItem = (permission: DashboardPermission, label: string) => ({
    name: permission,
    label,
    disabled: !can(permission),
  });

  const change = (names: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const permission of names) {
        if (checked) next.add(permission);
        else next.delete(permission);
      }
      return next;
    });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameMissing(true);
    setNameMissing(false);
    const permissions = items.map((item) => item.name).filter((permission) => selected.has(permission));
    save.mutate(
      { name: name.trim(), permissions },
      {
        onSuccess: () => {
          notify.success(t('dashboard.roles.saved'));
          void navigate('/dashboard/roles');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PageHeading title={role ? t('dashboard.roles.editTitle') : t('dashboard.roles.newTitle')} />
      {role?.isSuperAdmin && <FormAlert tone="success" message={t('dashboard.roles.superAdminNote')} />}
      <FormAlert message={save.isError && !fieldErrors.name ? errorMessage(save.error) : undefined} />
      <TextField
        label={t('dashboard.roles.name')}
        className="max-w-md"
        value={name}
        readOnly={readOnly}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        error={nameMissing ? t('dashboard.roles.nameRequired') : fieldErrors.name}
      />
      <section aria-labelledby="permission-catalogue" className="flex flex-col gap-3">
        <h2 id="permission-catalogue" className="text-lg font-bold">
          {t('dashboard.roles.permissions')}
        </h2>
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          <PermissionGroup
            title={t('dashboard.roles.globalGroup')}
            selectAllLabel={t('dashboard.roles.selectAll')}
            items={globalItems.map((item) => toItem(item.name, permissionLabel(t, item.name)))}
            selected={selected}
            readOnly={readOnly}
            onChange={change}
          />
          {resources.map((resource) => (
            <PermissionGroup
              key={resource}
              title={resourceLabel(t, resource)}
              selectAllLabel={t('dashboard.roles.selectAll')}
              items={items
                .filter((item) => item.resource === resource)
                .map((item) => toItem(item.name, actionLabel(t, item.action ?? item.name)))}
              selected={selected}
              readOnly={readOnly}
              onChange={change}
            />
          ))}
        </div>
      </section>
      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:-mx-6 lg:px-6">
        {!readOnly && (
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('dashboard.save')}
          </button>
        )}
        <Link to="/dashboard/roles" className={secondaryButton}>
          {readOnly ? t('dashboard.back') : t('dashboard.cancel')}
        </Link>
      </div>
    </form>
  );
}
