import * as notifications from '#contract/endpoints/notifications.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { removePushSubscription, savePushSubscription } from '../push/subscriptions.js';
import { listNotifications } from './list-notifications.js';
import { openNotificationStream } from './notification-stream.js';
import { readNotifications } from './read-notifications.js';

/** /api/website/notifications: the panel's list, marking read, live delivery and Web Push. */
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
  answer(notifications.pushPublicKey, () => ({ publicKey: deps.push.publicKey })),
  answer(notifications.savePushSubscription, (request) => {
    const caller = userOf(request);
    return savePushSubscription(
      deps,
      { id: caller.id, sessionId: caller.sessionId },
      request.body.subscription,
    );
  }),
  answer(notifications.removePushSubscription, (request) =>
    removePushSubscription(deps, userOf(request).id, request.body.endpoint),
  ),
]);
