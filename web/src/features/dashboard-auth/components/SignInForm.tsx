import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import { loginBody, type LoginBody } from '#contract/dashboard/auth';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { useLogin } from '#web/entities/staff/api';
import { StepButton } from './StepButton';

const { TextField, PasswordField } = fieldsOf<LoginBody>();

interface SignInFormProps {
  email: string;
  onSignedIn: () => void;
  /** Carries the email typed so far to the forgotten-password step. */
  onForgot: (email: string) => void;
  notice?: string;
}

export function SignInForm({ email, onSignedIn, onForgot, notice }: SignInFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useContractForm(loginBody, { email, password: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = (values: LoginBody) => {
    clearAlert();
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: showRefusal,
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('dashboard.login.title')}</h1>
      <FormAlert message={notice} tone="success" />
      <FormAlert message={alert} />
      <TextField name="email" label={t('dashboard.login.email')} type="email" autoComplete="username" />
      <PasswordField name="password" label={t('dashboard.login.password')} autoComplete="current-password" />
      <Button type="submit" look="primary" pending={login.isPending}>
        {login.isPending ? t('dashboard.login.signingIn') : t('dashboard.login.submit')}
      </Button>
      <StepButton onClick={() => onForgot(form.getValues('email'))}>{t('dashboard.login.forgot')}</StepButton>
    </Form>
  );
}
