import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { primaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { PasswordField } from '../shared/PasswordField';
import { TextField } from '../shared/TextField';

interface SignInFormProps {
  email: string;
  onEmail: (email: string) => void;
  onSignedIn: () => void;
  onForgot: () => void;
  notice?: string;
}

export function SignInForm({ email, onEmail, onSignedIn, onForgot, notice }: SignInFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const fieldErrors = serverFieldErrors(login.error);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = {
      email: email.trim() ? undefined : t('dashboard.login.emailRequired'),
      password: password ? undefined : t('dashboard.login.passwordRequired'),
    };
    setMissing(next);
    if (next.email || next.password) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('dashboard.login.title')}</h1>
      <FormAlert message={notice} tone="success" />
      <FormAlert message={login.isError && !fieldErrors.email ? errorMessage(login.error) : undefined} />
      <TextField
        label={t('dashboard.login.email')}
        type="email"
        dir="ltr"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={missing.email ?? fieldErrors.email}
      />
      <PasswordField
        label={t('dashboard.login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password ?? fieldErrors.password}
      />
      <button type="submit" className={primaryButton} disabled={login.isPending}>
        {login.isPending ? t('dashboard.login.signingIn') : t('dashboard.login.submit')}
      </button>
      <button
        type="button"
        className="self-start text-sm font-medium text-brand hover:underline"
        onClick={onForgot}
      >
        {t('dashboard.login.forgot')}
      </button>
    </form>
  );
}
