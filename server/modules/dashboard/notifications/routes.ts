import * as notifications from '#contract/endpoints/dashboard/notifications.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { listBroadcasts } from './broadcast-history.js';
import { previewBroadcast } from './preview-broadcast.js';
import { sendBroadcast } from './send-broadcast.js';

export const broadcastRoutes = endpointRoutes((deps) => [
  answer(notifications.previewBroadcast, (request) => previewBroadcast(deps, request.body.segment)),
  answer(notifications.sendBroadcast, (request) => sendBroadcast(deps, auditActorOf(request), request.body)),
  answer(notifications.listBroadcasts, (request) => listBroadcasts(deps, request.query)),
]);
