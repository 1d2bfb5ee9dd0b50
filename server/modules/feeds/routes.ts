import * as feeds from '#contract/endpoints/feeds.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { readSingleFile } from '#server/lib/uploads.js';
import { applyFeedRun } from './apply-run.js';
import { checkFeedUrl } from './check-feed-url.js';
import { dryRunUpload } from './dry-run-upload.js';
import { exportFeed } from './export-feed.js';
import { getFeedRun } from './get-run.js';
import { getOfficeFeed, saveFeedUrl } from './office-feed.js';

/** /api/website/offices/:id/feed: an office's bulk feeds (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"). */
export const feedRoutes = endpointRoutes((deps) => [
  answer(feeds.getOfficeFeed, (request) =>
    getOfficeFeed(deps, userOf(request), request.params.id, request.language),
  ),
  answer(feeds.saveFeedUrl, (request) =>
    saveFeedUrl(deps, userOf(request), request.params.id, request.body.url, request.language),
  ),
  answer(feeds.uploadFeed, (request) =>
    dryRunUpload(
      deps,
      userOf(request),
      request.params.id,
      request.query.full,
      () => readSingleFile(request, 'file', deps.config.feeds.maxBytes),
      request.language,
    ),
  ),
  answer(feeds.checkFeedUrl, (request) =>
    checkFeedUrl(deps, userOf(request), request.params.id, request.language),
  ),
  answer(feeds.getFeedRun, (request) =>
    getFeedRun(deps, userOf(request), request.params.id, request.params.runId, request.language),
  ),
  answer(feeds.applyFeedRun, (request) =>
    applyFeedRun(deps, userOf(request), request.params.id, request.params.runId, request.language),
  ),
  answer(feeds.exportFeed, async (request, reply) => {
    const xml = await exportFeed(deps, userOf(request), request.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', 'attachment; filename="listings.xml"')
      .send(xml);
  }),
]);
