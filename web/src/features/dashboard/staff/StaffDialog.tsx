import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../../../../../contract/dashboard/staff';
import { notify } from '../../../lib/notify';
import { useRoles } from '../roles/api';
import { useSaveStaff } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { passwordProblem } from '../shared/password-check';
import { useCan } from '../../../lib/staff-session';
import { primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';
import { PasswordField } from '../shared/PasswordField';
import { SelectField } from '../shared/SelectField';
import { TextField } from '../shared/TextField';

type Field = 'fullName' | 'email' | 'phoneNumber' | 'roleId' | 'password';

/** Adds a staff member, or edits one (only the changed fields are sent; an empty password keeps it). */
export function StaffDialog({ member, onClose }: { member?: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useRoles({ page: 0, pageSize: 100, sort: 'nameAsc' }, can('Roles.ReadList'));
  const save = useSaveStaff(member?.id);
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: member?.fullName ?? '',
    email: member?.email ?? '',
    phoneNumber: member?.phoneNumber ?? '',
    roleId: member ? String(member.role.id) : '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: Field) => errors[field] ?? serverErrors[field];
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const roleOptions = [
    { value: '', label: t('dashboard.staff.chooseRole') },
    ...(roles.data?.data ?? (member ? [member.role] : [])).map((role) => ({
      value: String(role.id),
      label: role.name,
    })),
  ];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem =
      values.password || !member ? passwordProblem(values.password, values.email.trim()) : undefined;
    const next: Partial<Record<Field, string>> = {
      fullName: values.fullName.trim() ? undefined : t('dashboard.staff.fullNameRequired'),
      email: values.email.trim() ? undefined : t('dashboard.login.emailRequired'),
      roleId: values.roleId ? undefined : t('dashboard.staff.roleRequired'),
      password: problem ? t(`dashboard.passwordRules.${problem}`) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;

    const body = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
      roleId: Number(values.roleId),
      password: values.password || undefined,
    };
    const changed = member
      ? {
          ...(body.fullName !== member.fullName ? { fullName: body.fullName } : {}),
          ...(body.email !== member.email ? { email: body.email } : {}),
          ...(body.phoneNumber !== member.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
          ...(body.roleId !== member.role.id ? { roleId: body.roleId } : {}),
          ...(body.password ? { password: body.password } : {}),
        }
      : { ...body, password: values.password };
    save.mutate(changed, {
      onSuccess: () => {
        notify.success(t('dashboard.staff.saved'));
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={member ? t('dashboard.staff.editTitle') : t('dashboard.staff.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('dashboard.save')}
          </button>
        </>
      }
    >
      <FormAlert
        message={
          save.isError && Object.keys(serverErrors).length === 0 ? errorMessage(save.error) : undefined
        }
      />
      <TextField
        label={t('dashboard.staff.fullName')}
        value={values.fullName}
        maxLength={100}
        onChange={set('fullName')}
        error={errorOf('fullName')}
      />
      <TextField
        label={t('dashboard.login.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errorOf('email')}
      />
      <TextField
        label={t('dashboard.staff.phone')}
        type="tel"
        dir="ltr"
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        error={errorOf('phoneNumber')}
      />
      <SelectField
        label={t('dashboard.staff.role')}
        options={roleOptions}
        value={values.roleId}
        onChange={set('roleId')}
        error={errorOf('roleId')}
      />
      <PasswordField
        label={member ? t('dashboard.staff.newPassword') : t('dashboard.login.password')}
        autoComplete="new-password"
        hint={member ? t('dashboard.staff.keepPassword') : t('dashboard.passwordRules.hint')}
        value={values.password}
        onChange={set('password')}
        error={errorOf('password')}
      />
    </FormDialog>
  );
}
