import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordBody, resetPasswordBody } from '#contract/dashboard/auth';
import { passwordNotEmail } from '#contract/dashboard/password-policy';

/** The new password typed twice; the second copy is compared when the form is sent. */
const confirmation = { confirmation: z.string() };
export interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

/** Whether both copies of the new password are the same; when not, `mismatch` shows under the second. */
export function copiesMatch(
  form: Pick<UseFormReturn<NewPasswordValues>, 'setError'>,
  values: NewPasswordValues,
  mismatch: string,
) {
  if (values.confirmation === values.newPassword) return true;
  form.setError('confirmation', { message: mismatch }, { shouldFocus: true });
  return false;
}

/** Step two of a forgotten password: the endpoint's body (the email comes from step one). */
export const resetPasswordForm = resetPasswordBody.safeExtend(confirmation);
export type ResetPasswordValues = z.input<typeof resetPasswordForm>;

/**
 * The own password: the endpoint's body, and the email rule the server checks with the caller's
 * email (not in the body), checked here with the same rule.
 */
export const changePasswordForm = (email: string) =>
  changePasswordBody.extend(confirmation).superRefine(passwordNotEmail('newPassword', () => email));
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordForm>>;
