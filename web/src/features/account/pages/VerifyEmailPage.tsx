import { CircleCheck, Clock, LoaderCircle, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignedInLink } from '#web/components/SignedInLink';
import { StateMessage, stateActionClass } from '#web/components/ui/StateMessage';
import { ApiError } from '#web/lib/api/api-client';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { useVerifyEmail } from '#web/entities/account/api';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { VerifyEmailPage as Component };

const PROFILE = '/profile';

/**
 * /account/verify-email?user=…&at=…&token=…: the link mailed to an address. Opening it verifies the
 * address (proof that the mail arrived is all it asks), signed in or not; an expired or stale link
 * says so and leads to the profile, where a new one can be sent.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const link = {
    user: params.get('user') ?? '',
    at: Number(params.get('at')),
    token: params.get('token') ?? '',
  };
  const wellFormed = link.user !== '' && link.token !== '' && Number.isInteger(link.at) && link.at > 0;

  useEffect(() => {
    if (!wellFormed || started.current) return;
    started.current = true;
    verify.mutate(link);
  });

  const expired = verify.error instanceof ApiError && Boolean(verify.error.fieldErrors.at);
  const toProfile = (
    <SignedInLink
      to={PROFILE}
      label={t('account.verifyEmail.profile')}
      signInLabel={t('account.verifyEmail.signIn')}
      className={stateActionClass}
    />
  );

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="sr-only">{t('account.verifyEmail.title')}</h1>
      {verify.isSuccess ? (
        <StateMessage
          icon={CircleCheck}
          tone="text-brand"
          title={t('account.verifyEmail.doneTitle')}
          body={t('account.verifyEmail.doneBody')}
          action={
            signedIn
              ? { to: PROFILE, label: t('account.verifyEmail.profile') }
              : { to: '/', label: t('account.verifyEmail.home') }
          }
        />
      ) : expired ? (
        <StateMessage
          icon={Clock}
          tone="text-amber-700 dark:text-amber-400"
          title={t('account.verifyEmail.expiredTitle')}
          body={t('account.verifyEmail.expiredBody')}
        >
          {toProfile}
        </StateMessage>
      ) : !wellFormed || verify.isError ? (
        <StateMessage
          icon={MailX}
          tone="text-red-700 dark:text-red-400"
          title={t('account.verifyEmail.invalidTitle')}
          body={t('account.verifyEmail.invalidBody')}
        >
          {toProfile}
        </StateMessage>
      ) : (
        <StateMessage
          icon={LoaderCircle}
          tone="animate-spin text-brand"
          title={t('account.verifyEmail.title')}
          body={t('account.verifyEmail.checking')}
        />
      )}
    </section>
  );
}
