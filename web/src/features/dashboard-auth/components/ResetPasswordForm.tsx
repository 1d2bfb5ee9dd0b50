import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH, type ResetPasswordBody } from '#contract/dashboard/auth';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { useResetPassword } from '#web/entities/staff/api';
import { copiesMatch, resetPasswordForm, type ResetPasswordValues } from '../lib/password-forms';
import { NewPasswordFields } from './NewPasswordFields';
import { StepButton } from './StepButton';

const { TextField } = fieldsOf<ResetPasswordValues>();

interface ResetPasswordFormProps {
  email: string;
  onDone: () => void;
  onBack: () => void;
}

/** Step two: the code that was sent and a new password, checked with the server's rules first. */
export function ResetPasswordForm({ email, onDone, onBack }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useContractForm(resetPasswordForm, { email, code: '', newPassword: '', confirmation: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = ({ confirmation, ...body }: ResetPasswordBody & { confirmation: string }) => {
    if (!copiesMatch(form, { ...body, confirmation }, t('dashboard.forgot.mismatch'))) return;
    clearAlert();
    reset.mutate(body, {
      onSuccess: onDone,
      onError: showRefusal,
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('dashboard.forgot.resetTitle')}</h1>
      <p className="text-sm text-ink-muted">
        {t('dashboard.forgot.codeSent')} <span dir="ltr">{email}</span>
      </p>
      <FormAlert message={alert} />
      <TextField
        name="code"
        label={t('dashboard.forgot.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RESET_CODE_LENGTH}
      />
      <NewPasswordFields />
      <Button type="submit" look="primary" pending={reset.isPending}>
        {t('dashboard.forgot.save')}
      </Button>
      <StepButton onClick={onBack}>{t('dashboard.forgot.back')}</StepButton>
    </Form>
  );
}
