import * as statistics from '#contract/endpoints/dashboard/statistics.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { getStatistics } from './get-statistics.js';

/** /api/dashboard/statistics: the figures of the back-office home. */
export const statisticsRoutes = endpointRoutes((deps) => [
  answer(statistics.getStatistics, (request) => getStatistics(deps, request.language)),
]);
