import { useTranslation } from 'react-i18next';
import type { StaffMember } from '#contract/dashboard/staff';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { notify } from '#web/lib/browser/notify';
import { useCan } from '#web/lib/session/staff-session';
import { useRoles } from '#web/entities/role/api';
import { useSaveStaff } from '../api';
import {
  changedStaff,
  PasswordField,
  SelectField,
  staffForm,
  staffFormDefaults,
  TextField,
} from '../lib/staff-form';

/** Adds a staff member, or edits one (only the changed fields are sent; an empty password keeps it). */
export function StaffDialog({ member, onClose }: { member?: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useRoles({ page: 0, pageSize: 100, sort: 'nameAsc' }, can('Roles.ReadList'));
  const save = useSaveStaff(member?.id);
  const form = useContractForm(staffForm(member !== undefined), staffFormDefaults(member));
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const roleChoices = (roles.data?.data ?? (member ? [member.role] : [])).map((role) => ({
    value: String(role.id),
    label: role.name,
  }));

  return (
    <FormDialog
      title={member ? t('dashboard.staff.editTitle') : t('dashboard.staff.newTitle')}
      form={form}
      onClose={onClose}
      pending={save.isPending}
      alert={alert}
      onSubmit={(body) => {
        clearAlert();
        save.mutate(member ? changedStaff(member, body) : body, {
          onSuccess: () => {
            notify.success(t('dashboard.staff.saved'));
            onClose();
          },
          onError: showRefusal,
        });
      }}
    >
      <TextField name="fullName" label={t('dashboard.staff.fullName')} maxLength={100} required />
      <TextField name="email" label={t('dashboard.login.email')} type="email" autoComplete="off" required />
      <TextField name="phoneNumber" label={t('dashboard.staff.phone')} type="tel" autoComplete="off" />
      <SelectField
        name="roleId"
        label={t('dashboard.staff.role')}
        choices={roleChoices}
        placeholder={t('dashboard.staff.chooseRole')}
        required
      />
      <PasswordField
        name="password"
        label={member ? t('dashboard.staff.newPassword') : t('dashboard.login.password')}
        autoComplete="new-password"
        hint={member ? t('dashboard.staff.keepPassword') : t('dashboard.passwordRules.hint')}
        required={!member}
      />
    </FormDialog>
  );
}
