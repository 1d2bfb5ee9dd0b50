import * as auth from '#contract/endpoints/dashboard/auth.js';
import type { BackgroundTasks } from '#server/lib/background-tasks.js';
import { networkSource } from '#server/lib/network-source.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from './authenticate-staff.js';
import { changePassword } from './change-password.js';
import { forgotPassword } from './forgot-password.js';
import { getMe } from './get-me.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { resetPassword } from './reset-password.js';

const TEN_MINUTES_MS = 10 * 60_000;

/** /api/dashboard/auth: staff sign-in, password reset and change, the signed-in profile. */
export const staffAuthRoutes = endpointRoutes<{ background: BackgroundTasks }>((deps, options) => {
  const perIp = { max: deps.config.staff.authPerIpPer10Minutes, timeWindow: TEN_MINUTES_MS };
  return [
    answer(auth.login, (request) => login(deps, request.body, request.ip), { rateLimit: perIp }),
    answer(
      auth.forgotPassword,
      (request, reply) => {
        const codeRequest = {
          email: request.body.email,
          source: networkSource(request.ip),
          language: request.language,
          requestedAt: deps.clock.now(),
        };
        options.background.runAfterAnswer(reply, 'staff reset code', () => forgotPassword(deps, codeRequest));
      },
      { rateLimit: perIp },
    ),
    answer(auth.resetPassword, (request) => resetPassword(deps, request.body, request), {
      rateLimit: perIp,
    }),
    answer(auth.changePassword, (request) =>
      changePassword(deps, staffOf(request), auditActorOf(request), request.body, request.ip),
    ),
    answer(auth.logout, (request) => logout(deps, staffOf(request))),
    answer(auth.getMe, (request) => getMe(deps, staffOf(request))),
  ];
});
