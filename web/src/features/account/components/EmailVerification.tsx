import { Trans, useTranslation } from 'react-i18next';
import type { Profile } from '#contract/account';
import { Badge } from '#web/components/ui/Badge';
import { ApiError } from '#web/lib/api/api-client';
import { useSendEmailVerification } from '#web/entities/account/api';

/**
 * Under the email field: whether the saved address is verified, and for one that is not, the button
 * that mails it a verification link. Alerts go only to a verified address (ADR 0028).
 */
export function EmailVerification({ profile, edited }: { profile: Profile; edited: boolean }) {
  const { t } = useTranslation();
  const send = useSendEmailVerification();
  if (!profile.email) return null;
  if (edited)
    return <p className="mt-1 text-sm text-ink-muted">{t('account.profile.emailStatus.saveFirst')}</p>;
  if (profile.emailVerified) {
    return (
      <p className="mt-2" data-testid="email-status">
        <Badge tone="good" label={t('account.profile.emailStatus.verified')} />
      </p>
    );
  }
  const failure = send.error instanceof ApiError ? send.error.message : undefined;
  return (
    <div className="mt-2 space-y-2" data-testid="email-status">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone="waiting" label={t('account.profile.emailStatus.unverified')} />
        <span>{t('account.profile.emailStatus.why')}</span>
      </p>
      {send.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          <Trans
            i18nKey="account.profile.emailStatus.sent"
            values={{ email: profile.email, count: send.data.validHours }}
            components={{
              // Left to right and unbroken at its hyphens inside Arabic text: it wraps as a whole.
              email: <bdi dir="ltr" className="inline-block max-w-full break-all" />,
            }}
          />
        </p>
      ) : (
        <button
          type="button"
          disabled={send.isPending}
          onClick={() => send.mutate()}
          className="rounded-lg border border-brand px-4 py-2 text-sm font-medium text-brand hover:bg-brand/10 disabled:opacity-60"
        >
          {send.isPending ? t('account.profile.emailStatus.sending') : t('account.profile.emailStatus.send')}
        </button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failure}
        </p>
      )}
    </div>
  );
}
