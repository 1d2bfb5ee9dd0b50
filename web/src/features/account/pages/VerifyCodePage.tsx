import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { ApiError, refreshSession } from '../../../lib/api-client';
import { deviceId, storedPhone, storeSession } from '../../../lib/auth-state';
import { phoneDigits } from '../../../lib/countries';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useVerifyCode } from '../api';
import { AuthPanels } from '../components/AuthPanels';
import { CODE_LENGTH, CodeBoxes } from '../components/CodeBoxes';

/** Verify-code screen (spec §2, §4, §5): five boxes laid out left to right even in Arabic. */
export function VerifyCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as { guid?: string } | null;
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const phone = storedPhone();
  if (!state?.guid) return <Navigate to="/register" replace />;
  const guid = state.guid;

  const submit = async () => {
    try {
      const pair = await verify.mutateAsync({
        code: phoneDigits(code),
        id: guid,
        deviceId: deviceId(),
        fcmToken: localStorage.getItem(STORAGE_KEYS.fcmToken) ?? '',
      });
      storeSession(pair);
      // Spec §4: one refresh call right after; its failure is only logged.
      await refreshSession().catch((error: unknown) => console.warn('refresh after sign-in failed', error));
      localStorage.removeItem(STORAGE_KEYS.phoneNumber);
      await navigate('/');
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status > 0 ? error.message : t('account.verify.failure'),
      );
    }
  };

  return (
    <AuthPanels heading={t('account.verify.welcome')} body={t('account.verify.welcomeBody')}>
      <h1 className="text-3xl font-bold">{t('account.verify.title')}</h1>
      <p className="mt-3 text-ink-muted">
        {t('account.verify.instruction')}{' '}
        <span dir="ltr" className="font-medium text-ink">
          {phone?.fullNumber}
        </span>
      </p>
      <form
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="verification-code" className="sr-only">
          {t('account.verify.codeLabel')}
        </label>
        <CodeBoxes id="verification-code" value={code} onChange={setCode} />
        <button
          type="submit"
          disabled={code.length !== CODE_LENGTH || verify.isPending}
          className="mt-8 h-12 w-full rounded-lg bg-brand font-bold text-white hover:bg-brand-strong disabled:opacity-50 dark:text-surface"
        >
          {verify.isPending ? t('account.verify.verifying') : t('account.verify.submit')}
        </button>
      </form>
      <Link to="/register" className="mt-6 inline-block text-brand hover:underline">
        {t('account.verify.changeNumber')}
      </Link>
    </AuthPanels>
  );
}
