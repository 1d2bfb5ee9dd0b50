import * as reports from '#contract/endpoints/reports.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { reportItem } from './report-item.js';

const HOUR_MS = 3_600_000;

/** POST /api/website/reports: anyone reports an ad or a review, a receiver a message; per address (an IPv6 /64) per hour. */
export const reportRoutes = endpointRoutes((deps) => [
  answer(
    reports.reportItem,
    (request) => reportItem(deps, { userId: request.user?.id, ip: request.ip }, request.body),
    {
      identifiesCaller: true,
      rateLimit: { max: deps.config.reports.perIpPerHour, timeWindow: HOUR_MS },
    },
  ),
]);
