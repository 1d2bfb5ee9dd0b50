import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  resetPasswordBody,
  staffProfile,
} from '../../../../contract/dashboard/auth.js';
import type { BackgroundTasks } from '../../../lib/background-tasks.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from './authenticate-staff.js';
import { changePassword } from './change-password.js';
import { forgotPassword } from './forgot-password.js';
import { getMe } from './get-me.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { resetPassword } from './reset-password.js';

const tags = ['Back-office: sign-in'];
const TEN_MINUTES_MS = 10 * 60_000;

/** /api/dashboard/auth: staff sign-in, password reset and change, the signed-in profile. */
export const staffAuthRoutes: FastifyPluginAsync<{ background: BackgroundTasks }> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const perIp = { max: deps.config.staff.authPerIpPer10Minutes, timeWindow: TEN_MINUTES_MS };

  routes.post(
    '/login',
    {
      config: { permission: 'public', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Sign in with email and password; the token opens /api/dashboard only',
        description:
          'A wrong password and an unknown email answer the same 422. Five failures on an email from one IP lock that pair for 15 minutes (429 with Retry-After); failures from many IPs delay the wrong answers, up to 3 s.',
        body: loginBody,
        response: { 200: loginAnswer, ...errorResponses },
      },
    },
    (request) => login(deps, request.body, request.ip),
  );

  routes.post(
    '/forgot-password',
    {
      config: { permission: 'public', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Send a 6-digit reset code (SMS to the staff phone, else email); always 202',
        body: forgotPasswordBody,
        response: { 202: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const codeRequest = {
        email: request.body.email,
        language: request.language,
        requestedAt: deps.clock.now(),
      };
      options.background.runAfterAnswer(reply, 'staff reset code', () => forgotPassword(deps, codeRequest));
      return reply.status(202).send(null);
    },
  );

  routes.post(
    '/reset-password',
    {
      config: { permission: 'public', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every session',
        description:
          'A wrong, used, replaced, expired or burned code and an unknown email all answer the same 422 on code.',
        body: resetPasswordBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body, request.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/change-password',
    {
      config: { permission: 'AllowLoginToDashboard' },
      schema: {
        tags,
        summary: 'Replace the caller’s password; ends their other sessions',
        body: changePasswordBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await changePassword(deps, staffOf(request), auditActorOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/logout',
    {
      config: { permission: 'AllowLoginToDashboard' },
      schema: {
        tags,
        summary: 'End the session of this token',
        response: { 204: z.null(), 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      await logout(deps, staffOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/me',
    {
      config: { permission: 'AllowLoginToDashboard' },
      schema: {
        tags,
        summary: 'The signed-in staff member and the permissions their role holds now',
        response: { 200: staffProfile, ...errorResponses },
      },
    },
    (request) => getMe(deps, staffOf(request)),
  );
};
