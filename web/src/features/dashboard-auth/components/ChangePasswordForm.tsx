import { useMemo } from 'react';
import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordBody } from '#contract/dashboard/auth';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useChangePassword } from '../account-api';
import { changePasswordForm, copiesMatch, type ChangePasswordValues } from '../lib/password-forms';
import { NewPasswordFields } from './NewPasswordFields';

const { PasswordField } = fieldsOf<ChangePasswordValues>();
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** The current password, a new one checked with the server's rules first, and the new one again. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordForm(email), [email]);
  const form = useContractForm(schema, EMPTY);
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = ({ confirmation, ...body }: ChangePasswordBody & { confirmation: string }) => {
    if (!copiesMatch(form, { ...body, confirmation }, t('dashboard.forgot.mismatch'))) return;
    clearAlert();
    change.mutate(body, {
      onSuccess: () => {
        notify.success(t('dashboard.account.changed'));
        form.reset(EMPTY);
      },
      onError: showRefusal,
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
      <NewPasswordFields />
      <Button type="submit" look="primary" pending={change.isPending} className="self-start">
        {t('dashboard.account.save')}
      </Button>
    </Form>
  );
}
