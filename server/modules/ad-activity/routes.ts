import * as activity from '#contract/endpoints/ad-activity.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { recordBeacon } from './record-beacon.js';

const ONE_MINUTE_MS = 60_000;

/** POST /api/website/property/activity: what a page saw and tapped, counted for the advertiser's desk. */
export const adActivityRoutes = endpointRoutes((deps) => [
  answer(
    activity.recordAdActivity,
    (request) =>
      deps.reads.run(request, (reader) =>
        recordBeacon(deps, reader, request.body, {
          userId: request.user?.id,
          visitor: { ip: request.ip, userAgent: request.headers['user-agent'] },
        }),
      ),
    {
      identifiesCaller: true,
      // Counts change nothing a reader sees: the list cache stays, the next reads may use a replica.
      changesNoReads: true,
      // A browsing visitor sends a beacon per result page and per tap: a few a minute.
      rateLimit: { max: deps.config.adActivity.beaconsPerIpPerMinute, timeWindow: ONE_MINUTE_MS },
    },
  ),
]);
