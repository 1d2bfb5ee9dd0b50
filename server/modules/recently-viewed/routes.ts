import * as recent from '#contract/endpoints/recently-viewed.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { listRecentlyViewed } from './list-recently-viewed.js';
import { mergeRecentlyViewed } from './merge-recently-viewed.js';

export const recentlyViewedRoutes = endpointRoutes((deps) => [
  answer(recent.listRecentlyViewed, (request) => listRecentlyViewed(deps, userOf(request), request.language)),
  answer(recent.mergeRecentlyViewed, (request) =>
    mergeRecentlyViewed(deps, userOf(request), request.body, request.language),
  ),
]);
