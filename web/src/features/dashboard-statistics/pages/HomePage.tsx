import { useTranslation } from 'react-i18next';
import { useMe } from '#web/entities/staff/api';
import { roleName, staffName } from '#web/entities/staff/staff-names';
import { groupPermissions } from '#web/entities/role/group-permissions';
import { actionLabel, permissionLabel, resourceLabel } from '#web/entities/role/permission-labels';
import { StatisticsCards } from '../components/StatisticsCards';
import { useStaffPermissions } from '#web/lib/session/staff-session';

/** The back-office home: a welcome and what this staff member may do and the figures with ViewGlobalStatistics. */
export function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const permissions = useStaffPermissions();
  const { global, byResource } = groupPermissions(permissions);

  return (
    <div className="flex flex-col gap-6">
      <section>
        <h1 className="text-2xl font-bold">
          {me.data
            ? t('dashboard.home.welcomeName', { name: staffName(me.data, t) })
            : t('dashboard.home.welcome')}
        </h1>
        {me.data && (
          <p className="mt-1 text-ink-muted">
            {t('dashboard.home.role', { role: roleName(me.data.role, t) })}
          </p>
        )}
      </section>
      {permissions.includes('ViewGlobalStatistics') && <StatisticsCards />}
      <section
        aria-labelledby="permissions-summary"
        className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      >
        <h2 id="permissions-summary" className="text-lg font-bold">
          {t('dashboard.home.permissionsTitle')}
        </h2>
        {global.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2">
            {global.map((name) => (
              <li key={name} className="rounded-full bg-brand/10 px-3 py-1 text-sm text-brand">
                {permissionLabel(t, name)}
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {byResource.map(({ resource, actions }) => (
            <div key={resource} className="rounded-lg border border-line p-3">
              <dt className="font-medium">{resourceLabel(t, resource)}</dt>
              <dd className="mt-1 text-sm text-ink-muted">
                {actions.map((action) => actionLabel(t, action)).join(t('dashboard.listSeparator'))}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
