import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '../../../../../contract/dashboard/auth';
import { useResetPassword } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { passwordProblem } from '../shared/password-check';
import { primaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { PasswordField } from '../shared/PasswordField';
import { TextField } from '../shared/TextField';

interface ResetPasswordFormProps {
  email: string;
  onDone: () => void;
  onBack: () => void;
}

const digitsOnly = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\D/g, '')
    .slice(0, RESET_CODE_LENGTH);

/** Step two: the code that was sent and a new password, checked with the server's rules first. */
export function ResetPasswordForm({ email, onDone, onBack }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string; confirmation?: string }>({});
  const fieldErrors = serverFieldErrors(reset.error);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, email);
    const next = {
      code: code.length === RESET_CODE_LENGTH ? undefined : t('dashboard.forgot.codeLength'),
      password: problem ? t(`dashboard.passwordRules.${problem}`) : undefined,
      confirmation: confirmation === password ? undefined : t('dashboard.forgot.mismatch'),
    };
    setErrors(next);
    if (next.code || next.password || next.confirmation) return;
    reset.mutate({ email, code, newPassword: password }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('dashboard.forgot.resetTitle')}</h1>
      <p className="text-sm text-ink-muted">
        {t('dashboard.forgot.codeSent')} <span dir="ltr">{email}</span>
      </p>
      <FormAlert
        message={
          reset.isError && !fieldErrors.code && !fieldErrors.newPassword
            ? errorMessage(reset.error)
            : undefined
        }
      />
      <TextField
        label={t('dashboard.forgot.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={RESET_CODE_LENGTH}
        value={code}
        onChange={(event) => setCode(digitsOnly(event.target.value))}
        error={errors.code ?? fieldErrors.code}
      />
      <PasswordField
        label={t('dashboard.forgot.newPassword')}
        autoComplete="new-password"
        hint={t('dashboard.passwordRules.hint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ?? fieldErrors.newPassword}
      />
      <PasswordField
        label={t('dashboard.forgot.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
      />
      <button type="submit" className={primaryButton} disabled={reset.isPending}>
        {t('dashboard.forgot.save')}
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
