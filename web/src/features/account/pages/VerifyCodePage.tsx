import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { notify } from '#web/lib/browser/notify';
import { ApiError, refreshSession } from '#web/lib/api/api-client';
import { deviceId, storedPhone, storeSession } from '#web/lib/session/auth-state';
import { phoneDigits } from '#web/lib/formatting/countries';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { obtainPushToken, pushAllowed, sendPushToken } from '#web/entities/notification/push-token';
import { useVerifyCode } from '#web/entities/account/api';
import { returnPathOf, withReturnPath } from '#web/lib/session/sign-in-return';
import { AuthPanels } from '../components/AuthPanels';
import { CODE_LENGTH, CodeBoxes } from '../components/CodeBoxes';
import { TermsConsent } from '../components/TermsConsent';
import { notePushOffOnce } from '../lib/push-off-note';
import { TERMS_VERSION } from '#contract/legal';
import { mergeDeviceViews } from '#web/entities/catalogue/recently-viewed';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { VerifyCodePage as Component };

const PUSH_WAIT_MS = 3000;
const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/**
 * Verify-code screen (spec §2, §4, §5): five boxes laid out left to right even in Arabic; the fifth
 * digit submits the code by itself. Signed in, the reader goes back to the page the sign-in started
 * from (`?next=`, docs/navigation.md), else home. A refused code empties the boxes and puts the caret
 * in the first one. A right code for a phone that must consent first (new, or terms changed) brings
 * the consent box: ticking it and pressing Verify once signs in (docs/decisions/0030).
 */
export function VerifyCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { guid?: string } | null;
  const next = returnPathOf(location.search);
  const codeInput = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  // One submission at a time: the fifth digit and a press (or Enter) can come together.
  const submitting = useRef(false);
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [askingForPush, setAskingForPush] = useState(false);
  // Shown once the server says this phone must consent (a new account, or terms changed since).
  const [consentAsked, setConsentAsked] = useState(false);
  const [consented, setConsented] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  useEffect(() => {
    if (consentAsked) consentBox.current?.focus();
  }, [consentAsked]);
  const phone = storedPhone();
  if (!state?.guid) return <Navigate to={withReturnPath('/register', next)} replace />;
  const guid = state.guid;

  const submit = async (typed: string) => {
    if (submitting.current || typed.length !== CODE_LENGTH) return;
    if (consentAsked && !consented) {
      setConsentMissing(true);
      consentBox.current?.focus();
      return;
    }
    submitting.current = true;
    // Asked within the reader's gesture (the press or the last digit typed), as browsers require (spec §4).
    const pushToken = obtainPushToken();
    // An allowed browser only subscribes: worth a short wait to send the token with the code. A
    // reader still answering the prompt is not held up; their token follows the sign-in.
    setAskingForPush(true);
    const quickToken = await Promise.race([pushToken, pause(pushAllowed() ? PUSH_WAIT_MS : 0)]);
    setAskingForPush(false);
    try {
      const sentToken = quickToken ?? '';
      const pair = await verify.mutateAsync({
        code: phoneDigits(typed),
        id: guid,
        deviceId: deviceId(),
        fcmToken: sentToken,
        ...(consented ? { acceptedTermsVersion: TERMS_VERSION } : {}),
      });
      storeSession(pair);
      void mergeDeviceViews().catch(() => undefined);
      // Spec §4: one refresh call right after; its failure is only logged.
      await refreshSession().catch((error: unknown) => console.warn('refresh after sign-in failed', error));
      localStorage.removeItem(STORAGE_KEYS.phoneNumber);
      void pushToken.then((token) => {
        if (!token) notePushOffOnce(t);
        else if (token !== sentToken) void sendPushToken(token).catch(() => undefined);
      });
      await navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.acceptedTermsVersion) {
        // The code was right and stays usable: only the tick is missing, no error to show.
        setConsentAsked(true);
        return;
      }
      if (error instanceof ApiError && error.status > 0) {
        setCode('');
        codeInput.current?.focus();
      }
      notify.error(
        error instanceof ApiError && error.status > 0 ? error.message : t('account.verify.failure'),
      );
    } finally {
      submitting.current = false;
    }
  };
  const busy = verify.isPending || askingForPush;

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
          void submit(code);
        }}
      >
        <label htmlFor="verification-code" className="sr-only">
          {t('account.verify.codeLabel')}
        </label>
        <CodeBoxes
          id="verification-code"
          ref={codeInput}
          value={code}
          onChange={setCode}
          onComplete={(typed: string) => {
            // Waiting for the tick, the boxes do not submit: the press after ticking does.
            if (!consentAsked || consented) void submit(typed);
          }}
        />
        {consentAsked && (
          <TermsConsent
            ref={consentBox}
            checked={consented}
            missing={consentMissing && !consented}
            onChange={(checked) => {
              setConsented(checked);
              if (checked) setConsentMissing(false);
            }}
          />
        )}
        <button
          type="submit"
          disabled={code.length !== CODE_LENGTH || busy}
          className="mt-8 h-12 w-full rounded-lg bg-brand font-bold text-white hover:bg-brand-strong disabled:opacity-50 dark:text-surface"
        >
          {busy ? t('account.verify.verifying') : t('account.verify.submit')}
        </button>
      </form>
      <Link to={withReturnPath('/register', next)} className="mt-6 inline-block text-brand hover:underline">
        {t('account.verify.changeNumber')}
      </Link>
    </AuthPanels>
  );
}
