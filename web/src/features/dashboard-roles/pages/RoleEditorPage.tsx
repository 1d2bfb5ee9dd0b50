import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describePermissions, type DashboardPermission } from '#contract/dashboard/permissions';
import { roleBody, type Role, type RoleBody } from '#contract/dashboard/roles';
import { Button, buttonLook } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { errorMessage } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useCan } from '#web/lib/session/staff-session';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { usePermissionCatalogue, useRole, useSaveRole } from '#web/entities/role/api';
import { PermissionGroup } from '../components/PermissionGroup';
import { actionLabel, permissionLabel, resourceLabel } from '#web/entities/role/permission-labels';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { RoleEditorPage as Component };

const { TextField } = fieldsOf<RoleBody>();

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
  const form = useContractForm(roleBody, { name: role?.name ?? '', permissions: role?.permissions ?? [] });
  const permissions = useWatch({ control: form.control, name: 'permissions' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const readOnly = role ? role.isSuperAdmin || !can('Roles.Update') : !can('Roles.Create');

  // The server's catalogue; the contract's copy while it loads or for someone who may not read it.
  const items = catalogue.data?.data ?? describePermissions().data;
  const globalItems = items.filter((item) => item.resource === null);
  const resources = [...new Set(items.flatMap((item) => (item.resource ? [item.resource] : [])))];
  const selected: ReadonlySet<string> = new Set(permissions);
  // Nobody grants what they do not hold (the server refuses it too).
  const toItem = (permission: DashboardPermission, label: string) => ({
    name: permission,
    label,
    disabled: !can(permission),
  });

  // The permissions in the catalogue's order.
  const change = (names: string[], checked: boolean) => {
    const next = new Set(selected);
    for (const permission of names) {
      if (checked) next.add(permission);
      else next.delete(permission);
    }
    const chosen = items.map((item) => item.name).filter((permission) => next.has(permission));
    form.setValue('permissions', chosen, { shouldDirty: true });
  };

  const submit = (body: RoleBody) => {
    clearAlert();
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t('dashboard.roles.saved'));
        void navigate('/dashboard/roles');
      },
      onError: showRefusal,
    });
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex flex-col gap-4"
      >
        <PageHeading title={role ? t('dashboard.roles.editTitle') : t('dashboard.roles.newTitle')} />
        {role?.isSuperAdmin && <FormAlert tone="success" message={t('dashboard.roles.superAdminNote')} />}
        <FormAlert message={alert} />
        <TextField
          name="name"
          label={t('dashboard.roles.name')}
          className="max-w-md"
          maxLength={100}
          disabled={readOnly}
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
        {/* Stays in sight from tablets up; on a phone it would cover checkboxes too close to its buttons. */}
        <div className="bottom-0 -mx-4 sm:sticky flex gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:-mx-6 lg:px-6">
          {!readOnly && (
            <Button type="submit" look="primary" pending={save.isPending}>
              {t('dashboard.save')}
            </Button>
          )}
          <Link to="/dashboard/roles" className={buttonLook('secondary')}>
            {readOnly ? t('dashboard.back') : t('dashboard.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
