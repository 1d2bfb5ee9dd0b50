import * as notifications from '#contract/endpoints/notifications.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { listNotifications } from './list-notifications.js';
import { openNotificationStream } from './notification-stream.js';
import { readNotifications } from './read-notifications.js';

/** /api/website/notifications: the panel's list, marking read and live delivery (Web Push: push/routes.ts). */
export const notificationRoutes = endpointRoutes((deps) => [
  answer(notifications.listNotifications, (request) =>
    listNotifications(deps, userOf(request), request.query, request.language),
  ),
  answer(notifications.readNotifications, (request) =>
    readNotifications(deps, userOf(request), request.body.ids),
  ),
  answer(
    notifications.notificationStream,
    async (request, reply) => {
      await openNotificationStream(deps, request, reply);
      return reply;
    },
    { compress: false },
  ),
]);
