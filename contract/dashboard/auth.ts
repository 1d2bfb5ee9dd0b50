import { z } from 'zod';
import { latinDigits } from '../common.js';
import { newPassword, passwordNotEmail, presentedPassword, staffEmail } from './password-policy.js';
import { dashboardPermission } from './permissions.js';
import { staffIdentity } from './staff-identity.js';
import { openApiSchemas } from '../openapi-registry.js';

export const loginBody = z.object({ email: staffEmail, password: presentedPassword });
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z
  .object({
    /** The back-office token: send it as `Authorization: Bearer` to /api/dashboard only. */
    token: z.string(),
    expiresAt: z.iso.datetime(),
    permissions: z.array(dashboardPermission),
  })
  .register(openApiSchemas, { id: 'DashboardLogin' });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const forgotPasswordBody = z.object({ email: staffEmail });

export const RESET_CODE_LENGTH = 6;

export const resetPasswordBody = z
  .object({
    email: staffEmail,
    code: z
      .string({ error: 'codeRequired' })
      .trim()
      .min(1, 'codeRequired')
      .transform(latinDigits)
      .pipe(z.string().regex(/^\d{6}$/, 'resetCodeLength')),
    newPassword,
  })
  .superRefine(passwordNotEmail('newPassword', (body) => body.email));
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The caller's email is not in the body: the use case checks the email rule. */
export const changePasswordBody = z.object({ currentPassword: presentedPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The first super-admin's name when ADMIN_NAME is not set: the product's words, not a person's, so the
 * back-office shows it as its language's name for the role (مدير عام / Super admin).
 */
export const DEFAULT_ADMIN_NAME = 'Super admin';

export const staffProfile = z
  .object({
    ...staffIdentity,
    permissions: z.array(dashboardPermission),
    passwordChangedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardMe' });
export type StaffProfile = z.infer<typeof staffProfile>;
