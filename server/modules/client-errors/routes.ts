import * as clientErrors from '#contract/endpoints/client-errors.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { reportClientError } from './report-client-error.js';

const ONE_MINUTE_MS = 60_000;
/** A page reports a few errors at most (web/src/lib/errors/report-error.ts); more from one address is noise. */
const REPORTS_PER_IP_PER_MINUTE = 10;

/** POST /api/website/client-errors: a browser's error, logged with the request id. */
export const clientErrorRoutes = endpointRoutes(() => [
  answer(
    clientErrors.reportClientError,
    (request) => {
      reportClientError(request.log, request.body);
    },
    { rateLimit: { max: REPORTS_PER_IP_PER_MINUTE, timeWindow: ONE_MINUTE_MS } },
  ),
]);
