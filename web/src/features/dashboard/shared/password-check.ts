import { matchesEmail, newPassword } from '../../../../../contract/dashboard/password-policy';

export const passwordProblems = [
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'passwordSameAsEmail',
] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

const isProblem = (message: string | undefined): message is PasswordProblem =>
  passwordProblems.some((problem) => problem === message);

/** The server's rules for a new password (contract/dashboard/password-policy.ts), checked before sending. */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  const result = newPassword.safeParse(password);
  if (!result.success) {
    const message = result.error.issues[0]?.message;
    return isProblem(message) ? message : 'passwordTooCommon';
  }
  return email && matchesEmail(password, email) ? 'passwordSameAsEmail' : undefined;
}
