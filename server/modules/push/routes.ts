import * as notifications from '#contract/endpoints/notifications.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { removePushSubscription, savePushSubscription } from './subscriptions.js';

/** /api/website/notifications/push-…: a browser's Web Push subscription and the key it needs. */
export const pushRoutes = endpointRoutes((deps) => [
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
