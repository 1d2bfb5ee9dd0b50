import { House } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { PreferenceButtons } from '#web/components/ui/PreferenceButtons';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { SignInForm } from '../components/SignInForm';
import { useStaffSignedIn } from '#web/lib/session/staff-session';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { LoginPage as Component };

type Step = 'signIn' | 'forgot' | 'reset';

/** /dashboard/login: email and password, and the forgotten-password steps. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useStaffSignedIn();
  const [step, setStep] = useState<Step>('signIn');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string>();

  if (signedIn) return <Navigate to="/dashboard" replace />;

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="flex items-center gap-2 px-4 py-3">
        <span className="flex items-center gap-2 text-lg font-bold text-brand">
          <House aria-hidden className="size-6" />
          {t('dashboard.brand')}
        </span>
        <div className="ms-auto flex items-center gap-1">
          <PreferenceButtons />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-sm rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-sm">
          {step === 'signIn' && (
            <SignInForm
              email={email}
              notice={notice}
              onSignedIn={() => void navigate('/dashboard', { replace: true })}
              onForgot={(typed) => {
                setEmail(typed);
                setNotice(undefined);
                setStep('forgot');
              }}
            />
          )}
          {step === 'forgot' && (
            <ForgotPasswordForm
              email={email}
              onSent={(address) => {
                setEmail(address);
                setStep('reset');
              }}
              onBack={(typed) => {
                setEmail(typed);
                setStep('signIn');
              }}
            />
          )}
          {step === 'reset' && (
            <ResetPasswordForm
              email={email}
              onBack={() => setStep('forgot')}
              onDone={() => {
                setNotice(t('dashboard.forgot.done'));
                setStep('signIn');
              }}
            />
          )}
        </div>
      </main>
    </div>
  );
}
