import {
  changePasswordBody,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  resetPasswordBody,
  staffProfile,
} from '#contract/dashboard/auth.js';
import { anyone, endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: sign-in'] as const;

export const login = endpoint({
  method: 'POST',
  path: '/api/dashboard/auth/login',
  access: anyone,
  body: loginBody,
  response: loginAnswer,
  tags,
  summary: 'Sign in with email and password; the token opens /api/dashboard only',
  description:
    'A wrong password and an unknown email answer the same 422. Five failures on an email from one IP lock that pair for 15 minutes (429 with Retry-After); failures from many IPs delay the wrong answers, up to 3 s.',
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/dashboard/auth/forgot-password',
  access: anyone,
  body: forgotPasswordBody,
  status: 202,
  tags,
  summary: 'Send a 6-digit reset code (SMS to the staff phone, else email); always 202',
  description:
    'An active staff member gets a code by SMS to their phone, else by email, at most one a minute ' +
    'and five an hour. The answer is the same 202 whether the address exists, is blocked or hit a limit, ' +
    'and it comes before the sending, so neither its content nor its timing tells which. Rate limited per ' +
    'IP.',
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/dashboard/auth/reset-password',
  access: anyone,
  body: resetPasswordBody,
  status: 204,
  tags,
  summary: 'Set a new password with the reset code; ends every session',
  description:
    'A wrong, used, replaced, expired or burned code and an unknown email all answer the same 422 on code.',
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/dashboard/auth/change-password',
  access: staffWith('AllowLoginToDashboard'),
  body: changePasswordBody,
  status: 204,
  tags,
  summary: 'Replace the caller’s password; ends their other sessions',
  description:
    'Any signed-in staff member, on their own account. The current password must be right (422 on ' +
    '`currentPassword`); the new one must follow the password policy, differ from the current one and from ' +
    'the email (422 on `newPassword`). This session stays open.',
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/dashboard/auth/logout',
  access: staffWith('AllowLoginToDashboard'),
  status: 204,
  errorAnswers: [401, 403],
  tags,
  summary: 'End the session of this token',
  description: 'Any signed-in staff member. The token stops working at once; other sessions stay open.',
});

export const getMe = endpoint({
  method: 'GET',
  path: '/api/dashboard/auth/me',
  access: staffWith('AllowLoginToDashboard'),
  response: staffProfile,
  tags,
  summary: 'The signed-in staff member and the permissions their role holds now',
  description:
    'Any signed-in staff member: their profile, role, and the permissions that role holds now, which the ' +
    'back-office uses to show only what the caller may do.',
});
