import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useChangePassword } from './account-api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { passwordProblem } from '../shared/password-check';
import { primaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { PasswordField } from '../shared/PasswordField';

interface Errors {
  current?: string;
  password?: string;
  confirmation?: string;
}

/** The current password, a new one checked with the server's rules first, and the new one again. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const server = serverFieldErrors(change.error);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, email);
    const next: Errors = {
      current: current ? undefined : t('dashboard.account.currentRequired'),
      password: problem ? t(`dashboard.passwordRules.${problem}`) : undefined,
      confirmation: confirmation === password ? undefined : t('dashboard.forgot.mismatch'),
    };
    setErrors(next);
    if (next.current || next.password || next.confirmation) return;
    change.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          notify.success(t('dashboard.account.changed'));
          setCurrent('');
          setPassword('');
          setConfirmation('');
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
      className="flex max-w-lg flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
    >
      <h2 id="change-password-title" className="text-lg font-bold">
        {t('dashboard.account.changePassword')}
      </h2>
      <p className="text-sm text-ink-muted">{t('dashboard.account.otherSessions')}</p>
      <FormAlert
        message={
          change.isError && !server.currentPassword && !server.newPassword
            ? errorMessage(change.error)
            : undefined
        }
      />
      <PasswordField
        label={t('dashboard.account.currentPassword')}
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current ?? server.currentPassword}
      />
      <PasswordField
        label={t('dashboard.forgot.newPassword')}
        autoComplete="new-password"
        hint={t('dashboard.passwordRules.hint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ?? server.newPassword}
      />
      <PasswordField
        label={t('dashboard.forgot.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
      />
      <button type="submit" className={`${primaryButton} self-start`} disabled={change.isPending}>
        {t('dashboard.account.save')}
      </button>
    </form>
  );
}
