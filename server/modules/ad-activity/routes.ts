import * as activity from '#contract/endpoints/ad-activity.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { recordBeacon } from './record-beacon.js';

const ONE_MINUTE_MS = 60_000;
/**
 * A browsing visitor sends a beacon per result page and per tap: a few a minute. Past this from one
 * address it is a script, and 429 costs it less than a count would.
 */
const BEACONS_PER_IP_PER_MINUTE = 60;

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
    { identifiesCaller: true, rateLimit: { max: BEACONS_PER_IP_PER_MINUTE, timeWindow: ONE_MINUTE_MS } },
  ),
]);
