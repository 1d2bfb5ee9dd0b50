import { useMemo, useState } from 'react';
import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordBody } from '#contract/dashboard/auth';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { showServerErrors } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useChangePassword } from '../account-api';
import { changePasswordForm, type ChangePasswordValues } from '../lib/password-forms';

const { PasswordField } = fieldsOf<ChangePasswordValues>();
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** The current password, a new one checked with the server's rules first, and the new one again. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordForm(email), [email]);
  const form = useContractForm(schema, EMPTY);
  const [alert, setAlert] = useState<string>();

  const submit = ({ confirmation, ...body }: ChangePasswordBody & { confirmation: string }) => {
    if (confirmation !== body.newPassword) {
      form.setError('confirmation', { message: t('dashboard.forgot.mismatch') }, { shouldFocus: true });
      return;
    }
    setAlert(undefined);
    change.mutate(body, {
      onSuccess: () => {
        notify.success(t('dashboard.account.changed'));
        form.reset(EMPTY);
      },
      onError: (error) => setAlert(showServerErrors(form, error)),
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-labelledby="change-password-title"
      className="flex max-w-lg flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
    >
      <h2 id="change-password-title" className="text-lg font-bold">
        {t('dashboard.account.changePassword')}
      </h2>
      <p className="text-sm text-ink-muted">{t('dashboard.account.otherSessions')}</p>
      <FormAlert message={alert} />
      <PasswordField
        name="currentPassword"
        label={t('dashboard.account.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        name="newPassword"
        label={t('dashboard.forgot.newPassword')}
        autoComplete="new-password"
        hint={t('dashboard.passwordRules.hint')}
      />
      <PasswordField
        name="confirmation"
        label={t('dashboard.forgot.confirmPassword')}
        autoComplete="new-password"
      />
      <Button type="submit" look="primary" pending={change.isPending} className="self-start">
        {t('dashboard.account.save')}
      </Button>
    </Form>
  );
}
