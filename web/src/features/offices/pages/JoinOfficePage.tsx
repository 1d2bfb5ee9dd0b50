import { useQuery } from '@tanstack/react-query';
import { MailOpen, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { Button } from '#web/components/ui/Button';
import { StateMessage } from '#web/components/ui/StateMessage';
import { MY_OFFICE_PATH } from '#web/entities/office/my-office';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { ApiError } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { formatDate } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { invitationPreviewQuery, useAcceptInvitation } from '../api';
import { panelClass } from '../components/panel';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { JoinOfficePage as Component };

/**
 * /offices/join?token=… (the SMS invitation's link): which office invites the reader and as what, and
 * accepting it. Signed out, the reader signs in and comes back to the same link. A link withdrawn,
 * used or expired, one sent to another number, or a reader already in an office: the server's words.
 */
export function JoinOfficePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offices.join.title'));
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  if (!useIsSignedIn()) return <SignInRedirect />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('offices.join.title')}</h1>
      <div aria-live="polite" className="mt-8">
        {token.length < 20 ? (
          <Refused kind="refused" message={t('offices.join.missing')} />
        ) : (
          <Invitation token={token} />
        )}
      </div>
    </section>
  );
}

const TITLES = {
  refused: 'offices.join.refusedTitle',
  otherNumber: 'offices.join.otherNumberTitle',
  inOffice: 'offices.join.inOfficeTitle',
  failed: 'offices.loadFailed',
} as const;

interface Refusal {
  kind: keyof typeof TITLES;
  /** The server's words (the token's own message first); none when it could not be reached. */
  message: string | null;
}

/** A refusal by its status: 403 another number, 409 already in an office, else the link itself. */
function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: null };
  const message = error.fieldErrors.token?.[0] ?? error.message;
  if (error.status === 403) return { kind: 'otherNumber', message };
  if (error.status === 409) return { kind: 'inOffice', message };
  return { kind: 'refused', message };
}

function Refused({ kind, message }: Refusal) {
  const { t } = useTranslation();
  return (
    <div data-testid="invitation-refused">
      <StateMessage
        icon={ShieldAlert}
        tone="text-red-600"
        title={t(TITLES[kind])}
        body={message ?? t('errors.network')}
        action={kind === 'inOffice' ? { label: t('offices.join.toMyOffice'), to: MY_OFFICE_PATH } : undefined}
      />
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const preview = useQuery(invitationPreviewQuery(token));
  const accept = useAcceptInvitation();
  const [refusal, setRefusal] = useState<Refusal>();

  if (refusal) return <Refused {...refusal} />;
  if (preview.isPending) {
    return <div aria-busy className="h-48 animate-pulse rounded-[var(--radius-card)] bg-surface-raised" />;
  }
  if (preview.isError) return <Refused {...refusalOf(preview.error)} />;

  const { officeName, role, expiresAt } = preview.data;
  const join = () =>
    accept.mutate(token, {
      onSuccess: () => {
        notify.success(t('offices.join.accepted', { name: officeName }));
        void navigate(MY_OFFICE_PATH);
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });

  return (
    <div className={`${panelClass} flex flex-col gap-4`} data-testid="invitation-preview">
      <MailOpen aria-hidden className="size-10 text-brand" />
      <p className="text-xl font-bold">
        {t('offices.join.invites', { name: officeName, role: t(`offices.roles.${role}`) })}
      </p>
      <p className="text-ink-muted">{t('offices.join.what')}</p>
      <p className="text-sm text-ink-muted">
        {t('offices.join.expires', { date: formatDate(expiresAt, language) })}
      </p>
      <Button look="primary" pending={accept.isPending} onClick={join} className="self-stretch sm:self-start">
        {t('offices.join.accept')}
      </Button>
    </div>
  );
}
