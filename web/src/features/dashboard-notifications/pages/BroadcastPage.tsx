import { useTranslation } from 'react-i18next';
import { BroadcastForm } from '../components/BroadcastForm';
import { BroadcastHistory } from '../components/BroadcastHistory';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { useCan } from '#web/lib/session/staff-session';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { BroadcastPage as Component };

/** /dashboard/notifications: send a notification to many users, and the ones sent before. */
export function BroadcastPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <>
      <PageHeading title={t('dashboard.nav.notifications')} />
      <div className="flex flex-col gap-6">
        {can('Notifications.Broadcast') && <BroadcastForm />}
        {can('Notifications.ReadList') && <BroadcastHistory />}
      </div>
    </>
  );
}
