import { z } from 'zod';
import {
  createStaffBody,
  updateStaffBody,
  type CreateStaffBody,
  type StaffMember,
  type UpdateStaffBody,
} from '#contract/dashboard/staff';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** The fields as the inputs hold them: text, the role's id too ('' for none). */
const staffValues = z.object({
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  roleId: z.string(),
  password: z.string(),
});
export type StaffFormValues = z.input<typeof staffValues>;

const roleId = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The endpoints' own schemas check the values (their refinements too, such as a password that is
 * the email); an edit leaves the password empty to keep it.
 */
const newStaffForm = staffValues
  .transform((values): Partial<z.input<typeof createStaffBody>> => ({
    ...values,
    roleId: roleId(values.roleId),
  }))
  .pipe(createStaffBody);
const editStaffForm = staffValues
  .transform((values): z.input<typeof updateStaffBody> => ({
    ...values,
    roleId: roleId(values.roleId),
    password: values.password || undefined,
  }))
  .pipe(updateStaffBody);

export const staffForm = (editing: boolean): z.ZodType<CreateStaffBody | UpdateStaffBody, StaffFormValues> =>
  editing ? editStaffForm : newStaffForm;

export const staffFormDefaults = (member: StaffMember | undefined): StaffFormValues => ({
  fullName: member?.fullName ?? '',
  email: member?.email ?? '',
  phoneNumber: member?.phoneNumber ?? '',
  roleId: member ? String(member.role.id) : '',
  password: '',
});

/** What an edit sends: the fields that changed, and a new password when one was typed. */
export function changedStaff(member: StaffMember, body: UpdateStaffBody): UpdateStaffBody {
  return {
    ...(body.fullName !== member.fullName ? { fullName: body.fullName } : {}),
    ...(body.email !== member.email ? { email: body.email } : {}),
    ...((body.phoneNumber ?? null) !== member.phoneNumber ? { phoneNumber: body.phoneNumber ?? null } : {}),
    ...(body.roleId !== member.role.id ? { roleId: body.roleId } : {}),
    ...(body.password ? { password: body.password } : {}),
  };
}

export const { TextField, SelectField, PasswordField } = fieldsOf<StaffFormValues>();
