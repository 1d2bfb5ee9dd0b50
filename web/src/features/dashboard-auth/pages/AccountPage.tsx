import { useTranslation } from 'react-i18next';
import { useMe } from '#web/entities/staff/api';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { errorMessage } from '#web/lib/api/api-client';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { AccountPage as Component };

/** /dashboard/account: who is signed in, and their own password (any signed-in staff member). */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();

  return (
    <>
      <PageHeading title={t('dashboard.account.title')} />
      {me.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(me.error)}
        </p>
      )}
      {me.data && (
        <div className="flex flex-col gap-6">
          <dl className="grid max-w-lg gap-3 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm text-ink-muted">{t('dashboard.account.name')}</dt>
            <dd className="font-medium">{me.data.fullName}</dd>
            <dt className="text-sm text-ink-muted">{t('dashboard.account.email')}</dt>
            <dd dir="ltr" className="text-start font-medium break-all">
              {me.data.email}
            </dd>
            <dt className="text-sm text-ink-muted">{t('dashboard.account.role')}</dt>
            <dd className="font-medium">{me.data.role.name}</dd>
          </dl>
          <ChangePasswordForm email={me.data.email} />
        </div>
      )}
    </>
  );
}
