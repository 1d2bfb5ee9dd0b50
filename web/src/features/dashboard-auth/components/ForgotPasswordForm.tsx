import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBody } from '#contract/dashboard/auth';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { useForgotPassword } from '#web/entities/staff/api';
import { StepButton } from './StepButton';

const { TextField } = fieldsOf<{ email: string }>();

interface ForgotPasswordFormProps {
  email: string;
  /** The code is on its way to this address (as the server read it: trimmed, in lower case). */
  onSent: (email: string) => void;
  onBack: (email: string) => void;
}

/** Step one: ask for a 6-digit code (the server answers the same whether the address exists). */
export function ForgotPasswordForm({ email, onSent, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useContractForm(forgotPasswordBody, { email });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = (values: { email: string }) => {
    clearAlert();
    forgot.mutate(values.email, {
      onSuccess: () => onSent(values.email),
      onError: showRefusal,
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('dashboard.forgot.title')}</h1>
      <p className="text-sm text-ink-muted">{t('dashboard.forgot.intro')}</p>
      <FormAlert message={alert} />
      <TextField name="email" label={t('dashboard.login.email')} type="email" autoComplete="username" />
      <Button type="submit" look="primary" pending={forgot.isPending}>
        {t('dashboard.forgot.send')}
      </Button>
      <StepButton onClick={() => onBack(form.getValues('email'))}>{t('dashboard.forgot.back')}</StepButton>
    </Form>
  );
}
