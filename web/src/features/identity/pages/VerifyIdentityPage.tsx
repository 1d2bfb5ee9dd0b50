import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { startIdentityBody, type IdentityRequest } from '#contract/identity';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { StateMessage } from '#web/components/ui/StateMessage';
import { myIdentityQuery } from '#web/entities/identity/api';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { safeReturnPath } from '#web/lib/session/sign-in-return';
import { identityRequestQuery } from '../api';
import { ConfirmingPanel } from '../components/ConfirmingPanel';
import { IdNumberForm } from '../components/IdNumberForm';
import { OutcomePanel } from '../components/OutcomePanel';
import { TestIdsNote } from '../components/TestIdsNote';
import { VerifiedIdentityCard } from '../components/VerifiedIdentityCard';
import { WaitingPanel } from '../components/WaitingPanel';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { VerifyIdentityPage as Component };

const skeleton = (
  <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface-raised" />
);

/**
 * /verify-identity: the reader's identity through Nafath (docs/decisions/0038). The ID number, then
 * the number to pick in the Nafath app while the page asks how it stands, then the verified identity
 * or what went wrong. A request still open when the page is opened again is resumed. `?next=` is where
 * the reader came from (the ad form), offered once verified.
 */
export function VerifyIdentityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('identity.title'));
  const signedIn = useIsSignedIn();
  const next = safeReturnPath(new URLSearchParams(useLocation().search).get('next'));
  if (!signedIn) return <SignInRedirect />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('identity.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('identity.lead')}</p>
      <Verification next={next} />
    </section>
  );
}

function Verification({ next }: { next: string | undefined }) {
  const { t } = useTranslation();
  const me = useQuery({ ...myIdentityQuery(), placeholderData: keepPreviousData });
  const form = useContractForm(startIdentityBody, { idNumber: '' });
  // Undefined: the request the server says is still open, if any; null: none (the form); else this one.
  const [chosen, setChosen] = useState<string | null>();
  const openRequest = me.data?.openRequest ?? null;
  const requestId = chosen === undefined ? openRequest?.id : (chosen ?? undefined);
  const request = useQuery({
    ...identityRequestQuery(requestId ?? ''),
    enabled: requestId !== undefined,
    initialData: openRequest !== null && openRequest.id === requestId ? openRequest : undefined,
  });

  let shown;
  if (me.data === undefined) {
    shown = me.isError ? (
      <StateMessage
        icon={ShieldAlert}
        title={t('identity.loadFailed')}
        body={t('identity.lead')}
        action={{ label: t('identity.retry'), onClick: () => void me.refetch() }}
      />
    ) : (
      skeleton
    );
  } else if (me.data.identity) {
    shown = <VerifiedIdentityCard identity={me.data.identity} next={next} />;
  } else if (requestId === undefined) {
    shown = <IdNumberForm form={form} onStarted={setChosen} />;
  } else {
    shown = (
      <RequestPanel
        request={request.data}
        failed={request.isError}
        onRetry={() => void request.refetch()}
        onStartOver={() => setChosen(null)}
      />
    );
  }

  return (
    <>
      {/* Each step replaces the last: read out as it comes (the countdown inside is a timer, silent). */}
      <div aria-live="polite" className="mt-8">
        {shown}
      </div>
      {me.data?.testIds && !me.data.identity && <TestIdsNote testIds={me.data.testIds} />}
    </>
  );
}

interface RequestPanelProps {
  request: IdentityRequest | undefined;
  failed: boolean;
  onRetry: () => void;
  onStartOver: () => void;
}

/** Where the request stands. Verified shows as confirming until the identity read again arrives. */
function RequestPanel({ request, failed, onRetry, onStartOver }: RequestPanelProps) {
  const { t } = useTranslation();
  if (request === undefined) {
    return failed ? (
      <StateMessage
        icon={ShieldAlert}
        title={t('identity.loadFailed')}
        body={t('identity.lead')}
        action={{ label: t('identity.retry'), onClick: onRetry }}
      />
    ) : (
      skeleton
    );
  }
  switch (request.state) {
    case 'waiting':
      return <WaitingPanel request={request} onStartOver={onStartOver} />;
    case 'confirming':
    case 'verified':
      return <ConfirmingPanel />;
    default:
      return <OutcomePanel state={request.state} onTryAgain={onStartOver} />;
  }
}
