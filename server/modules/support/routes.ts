import * as support from '#contract/endpoints/support.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { sendSupportMessage } from './send-support-message.js';

const TEN_MINUTES_MS = 10 * 60_000;

/** POST /api/website/support/send: the contact-us form, signed in or not, a few per IP per 10 minutes. */
export const supportRoutes = endpointRoutes((deps) => [
  answer(
    support.sendSupportMessage,
    (request) =>
      sendSupportMessage(deps, request.body, { userId: request.user?.id, language: request.language }),
    {
      identifiesCaller: true,
      rateLimit: { max: deps.config.supportPerIpPer10Minutes, timeWindow: TEN_MINUTES_MS },
    },
  ),
]);
