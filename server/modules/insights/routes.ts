import * as insights from '#contract/endpoints/insights.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { attachment } from '#server/lib/csv.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { exportInsights } from './export-insights.js';
import { getAdInsights } from './get-ad-insights.js';
import { getInsights } from './get-insights.js';
import { officeAds, ownAds } from './insight-scope.js';
import { listInsightAds } from './list-insight-ads.js';

/**
 * The desk's listing performance (ADR 0040): /api/website/my-insights for an advertiser's own ads,
 * /api/website/offices/:id/insights for an office's owner and managers.
 */
export const insightRoutes = endpointRoutes((deps) => [
  answer(insights.getMyInsights, (request) => getInsights(deps, ownAds(userOf(request)), request.query.days)),
  answer(insights.listMyInsightAds, (request) =>
    listInsightAds(deps, ownAds(userOf(request)), request.query, request.language),
  ),
  answer(insights.getMyAdInsights, (request) =>
    getAdInsights(
      deps,
      ownAds(userOf(request)),
      request.params.propertyId,
      request.query.days,
      request.language,
    ),
  ),
  answer(insights.exportMyInsights, async (request, reply) => {
    const file = await exportInsights(deps, ownAds(userOf(request)), request.query.days, request.language);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .send(file.text);
  }),
  answer(insights.getOfficeInsights, async (request) =>
    getInsights(
      deps,
      await officeAds(deps, userOf(request), request.params.id, request.query.agentId),
      request.query.days,
    ),
  ),
  answer(insights.listOfficeInsightAds, async (request) =>
    listInsightAds(
      deps,
      await officeAds(deps, userOf(request), request.params.id, request.query.agentId),
      request.query,
      request.language,
    ),
  ),
  answer(insights.getOfficeAdInsights, async (request) =>
    getAdInsights(
      deps,
      await officeAds(deps, userOf(request), request.params.id, undefined),
      request.params.propertyId,
      request.query.days,
      request.language,
    ),
  ),
  answer(insights.exportOfficeInsights, async (request, reply) => {
    const scope = await officeAds(deps, userOf(request), request.params.id, request.query.agentId);
    const file = await exportInsights(deps, scope, request.query.days, request.language);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .send(file.text);
  }),
]);
