import { useTranslation } from 'react-i18next';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import type { NewPasswordValues } from '../lib/password-forms';

const { PasswordField } = fieldsOf<NewPasswordValues>();

/** The new password, with the rules it must follow, and the same again. */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
