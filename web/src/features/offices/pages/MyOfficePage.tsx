import { useQuery } from '@tanstack/react-query';
import { BarChart3, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonLook } from '#web/components/ui/Button';
import { useTranslation } from 'react-i18next';
import { officeCan } from '#contract/offices';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { StateMessage } from '#web/components/ui/StateMessage';
import { myIdentityQuery } from '#web/entities/identity/api';
import { myOfficeQuery } from '#web/entities/office/my-office';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { CreditsPanel } from '../components/CreditsPanel';
import { FeedsLink } from '../components/FeedsLink';
import { InvitationsPanel } from '../components/InvitationsPanel';
import { LeaveOffice } from '../components/LeaveOffice';
import { MembersList } from '../components/MembersList';
import { NeedIdentity } from '../components/NeedIdentity';
import { OfficeHeader } from '../components/OfficeHeader';
import { OpenOfficeForm } from '../components/OpenOfficeForm';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { MyOfficePage as Component };

const skeleton = (
  <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface-raised" />
);

/**
 * /my-office (ADR 0039): the reader's brokerage office, its people and invitations, each action as
 * the access table allows their role; or, belonging to none, opening one (a verified identity first).
 */
export function MyOfficePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offices.title'));
  if (!useIsSignedIn()) return <SignInRedirect />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <MyOffice />
    </section>
  );
}

function MyOffice() {
  const { t } = useTranslation();
  const mine = useQuery(myOfficeQuery());
  const myId = localStorage.getItem(STORAGE_KEYS.userInfoId) ?? '';
  if (mine.data === undefined) {
    return mine.isError ? (
      <StateMessage
        icon={Building2}
        title={t('offices.loadFailed')}
        body={t('offices.open.lead')}
        action={{ label: t('offices.retry'), onClick: () => void mine.refetch() }}
      />
    ) : (
      skeleton
    );
  }
  const { office, role } = mine.data;
  if (!office || !role) return <Opening />;
  return (
    <>
      <OfficeHeader office={office} role={role} />
      {officeCan(role, 'editOfficeAds') && (
        <Link
          to={`/offices/${office.id}/insights`}
          className={`${buttonLook()} self-start`}
          data-insights-link
        >
          <BarChart3 aria-hidden className="size-4" />
          {t('insights.officeLink')}
        </Link>
      )}
      <MembersList office={office} role={role} myId={myId} />
      {officeCan(role, 'seeInvitations') && <InvitationsPanel officeId={office.id} role={role} />}
      {officeCan(role, 'seeCredits') && <CreditsPanel officeId={office.id} role={role} />}
      {officeCan(role, 'editOfficeAds') && <FeedsLink />}
      {officeCan(role, 'leave') && <LeaveOffice officeId={office.id} myId={myId} />}
    </>
  );
}

/** No office yet: the form, once the reader's identity is verified. */
function Opening() {
  const identity = useQuery(myIdentityQuery());
  if (identity.data === undefined) return skeleton;
  return identity.data.identity ? <OpenOfficeForm /> : <NeedIdentity />;
}
