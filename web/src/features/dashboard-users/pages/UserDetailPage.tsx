import { Ban, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sentStatuses } from '#contract/properties';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { useSetUserBlocked, useUser } from '../api';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { StatusBadge } from '#web/entities/moderated-ad/components/StatusBadge';
import { BackLink } from '#web/components/back-office/BackLink';
import { DetailCard } from '#web/components/back-office/DetailCard';
import { DetailGate } from '#web/components/back-office/DetailGate';
import { UserAds } from '../components/UserAds';
import { useContactFacts } from '#web/components/back-office/use-contact-facts';
import { FactList } from '#web/components/back-office/FactList';
import { errorMessage } from '#web/lib/api/api-client';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { UserDetailPage as Component };

const LIST_PATH = '/dashboard/users';

/** One website user: profile, ads counted by status and listed, and block or unblock. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const user = useUser(id);
  if (!user.data) {
    return <DetailGate query={user} backTo={LIST_PATH} backLabel={t('dashboard.users.backToList')} />;
  }
  return <UserDetail user={user.data} />;
}

function UserDetail({ user }: { user: NonNullable<ReturnType<typeof useUser>['data']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const setBlocked = useSetUserBlocked(user.id);
  const [confirming, setConfirming] = useState(false);
  const name = user.fullName ?? user.phoneNumber;
  const contactFacts = useContactFacts(user);

  const confirm = () =>
    setBlocked.mutate(!user.isBlocked, {
      onSuccess: (answer) =>
        notify.success(
          answer.isBlocked ? t('dashboard.users.blockedDone') : t('dashboard.users.unblockedDone'),
        ),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <BackLink to={LIST_PATH} label={t('dashboard.users.backToList')} />
      <PageHeading
        title={name}
        actions={
          can('Users.Update') && (
            <Button
              look={user.isBlocked ? 'secondary' : 'danger'}
              pending={setBlocked.isPending}
              onClick={() => setConfirming(true)}
            >
              {user.isBlocked ? (
                <LockOpen aria-hidden className="size-4" />
              ) : (
                <Ban aria-hidden className="size-4" />
              )}
              {user.isBlocked ? t('dashboard.users.unblock') : t('dashboard.users.block')}
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <Badge
          tone={user.isBlocked ? 'bad' : 'good'}
          label={user.isBlocked ? t('dashboard.users.blocked') : t('dashboard.users.active')}
        />
        {user.blockedAt && (
          <span>{t('dashboard.users.blockedSince', { date: formatDateTime(user.blockedAt, language) })}</span>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <DetailCard title={t('dashboard.users.profile')}>
            <FactList
              facts={[
                ...contactFacts,
                {
                  label: t('dashboard.users.language'),
                  value: t(`dashboard.users.languages.${user.preferredLanguage}`),
                },
                { label: t('dashboard.users.joined'), value: formatDateTime(user.createdAt, language) },
                { label: t('dashboard.users.openSessions'), value: String(user.openSessions) },
              ]}
            />
          </DetailCard>
          <DetailCard title={t('dashboard.users.adsTitle')}>
            <UserAds userId={user.id} />
          </DetailCard>
        </div>
        <DetailCard title={t('dashboard.users.adsByStatus')}>
          <ul className="flex flex-col gap-2">
            {sentStatuses.map((status) => (
              <li key={status} className="flex items-center justify-between gap-3">
                <StatusBadge status={status} />
                <span className="font-medium">{user.propertiesByStatus[status]}</span>
              </li>
            ))}
          </ul>
        </DetailCard>
      </div>
      {confirming && (
        <ConfirmDialog
          title={user.isBlocked ? t('dashboard.users.unblockTitle') : t('dashboard.users.blockTitle')}
          body={
            user.isBlocked
              ? t('dashboard.users.unblockBody', { name })
              : t('dashboard.users.blockBody', { name })
          }
          confirmLabel={user.isBlocked ? t('dashboard.users.unblock') : t('dashboard.users.block')}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
