import * as abuse from '#contract/endpoints/dashboard/abuse.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { setMessageHidden } from './hide-message.js';
import { setReviewHidden } from './hide-review.js';
import { listDashboardMessages } from './list-messages.js';
import { listDashboardReviews } from './list-reviews.js';

export const abuseRoutes = endpointRoutes((deps) => [
  answer(abuse.listReviews, (request) => listDashboardReviews(deps, request.query)),
  answer(abuse.listMessages, (request) => listDashboardMessages(deps, request.query)),
  answer(abuse.hideReview, (request) =>
    setReviewHidden(deps, auditActorOf(request), request.params.id, true, request.body?.reason),
  ),
  answer(abuse.hideMessage, (request) =>
    setMessageHidden(deps, auditActorOf(request), request.params.id, true, request.body?.reason),
  ),
  answer(abuse.unhideReview, (request) =>
    setReviewHidden(deps, auditActorOf(request), request.params.id, false),
  ),
  answer(abuse.unhideMessage, (request) =>
    setMessageHidden(deps, auditActorOf(request), request.params.id, false),
  ),
]);
