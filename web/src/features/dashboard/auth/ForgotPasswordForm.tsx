import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from './api';
import { errorMessage } from '../../../lib/api-client';
import { primaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { TextField } from '../shared/TextField';

interface ForgotPasswordFormProps {
  email: string;
  onEmail: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}

/** Step one: ask for a 6-digit code (the server answers the same whether the address exists). */
export function ForgotPasswordForm({ email, onEmail, onSent, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [missing, setMissing] = useState<string>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMissing(t('dashboard.login.emailRequired'));
    setMissing(undefined);
    forgot.mutate(email.trim(), { onSuccess: onSent });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('dashboard.forgot.title')}</h1>
      <p className="text-sm text-ink-muted">{t('dashboard.forgot.intro')}</p>
      <FormAlert message={forgot.isError ? errorMessage(forgot.error) : undefined} />
      <TextField
        label={t('dashboard.login.email')}
        type="email"
        dir="ltr"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={missing}
      />
      <button type="submit" className={primaryButton} disabled={forgot.isPending}>
        {t('dashboard.forgot.send')}
      </button>
      <button
        type="button"
        className="self-start text-sm font-medium text-brand hover:underline"
        onClick={onBack}
      >
        {t('dashboard.forgot.back')}
      </button>
    </form>
  );
}
