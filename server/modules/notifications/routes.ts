import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contract/common.js';
import {
  notificationList,
  notificationsQuery,
  pushPublicKeyAnswer,
  pushSubscriptionBody,
  readNotificationsAnswer,
  readNotificationsBody,
  removePushSubscriptionBody,
} from '../../../contract/notifications.js';
import { requireUser, userOf } from '../../lib/auth/authenticate.js';
import { removePushSubscription, savePushSubscription } from '../push/subscriptions.js';
import { MAX_STREAMS_PER_USER } from './live-hub.js';
import { listNotifications } from './list-notifications.js';
import { MAX_REPLAY, openNotificationStream } from './notification-stream.js';
import { readNotifications } from './read-notifications.js';

const tags = ['Notifications'];
const signedIn = [{ bearerAuth: [] }];

/** /api/website/notifications: the panel's list, marking read, live delivery and Web Push. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/GetAll',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary: "The caller's notifications, newest first (4 a page by default), with unreadCount",
        querystring: notificationsQuery,
        response: { 200: notificationList, ...errorResponses },
      },
    },
    (request) => listNotifications(deps, userOf(request), request.query, request.language),
  );

  routes.put(
    '/readNotification',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'notification' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Mark notifications read; ids of other users are ignored',
        body: readNotificationsBody,
        response: { 200: readNotificationsAnswer, ...errorResponses },
      },
    },
    (request) => readNotifications(deps, userOf(request), request.body.ids),
  );

  routes.get(
    '/stream',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      // Compression would hold events back until a buffer fills.
      compress: false,
      schema: {
        tags,
        security: signedIn,
        summary: "The caller's new notifications as server-sent events",
        description:
          '`text/event-stream`. Each event: `id: <notification id>`, `event: notification`, `data:` one ' +
          'item exactly as GetAll writes it, in the language of `Accept-Language`. Comment lines ' +
          '(`: heartbeat`) keep an idle connection open. Reconnect with `Last-Event-ID` to receive the ' +
          `notifications created after that id (the newest ${MAX_REPLAY} at most). The stream ends when ` +
          'the bearer token expires: reconnect with a fresh token. At most ' +
          `${MAX_STREAMS_PER_USER} streams per user at once (429 beyond).`,
        produces: ['text/event-stream'],
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      await openNotificationStream(deps, request, reply);
      return reply;
    },
  );

  routes.get(
    '/push-public-key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe with (applicationServerKey, base64url)',
        response: { 200: pushPublicKeyAnswer, ...errorResponses },
      },
    },
    () => ({ publicKey: deps.push.publicKey }),
  );

  routes.post(
    '/push-subscription',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary: "Save this browser's Web Push subscription for the caller's session",
        description:
          'Body: `{ subscription }` as `PushSubscription.toJSON()` gives it. The endpoint must be https on ' +
          'a known push service. Pushes stop when the session ends (logout).',
        body: pushSubscriptionBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = userOf(request);
      await savePushSubscription(
        deps,
        { id: caller.id, sessionId: caller.sessionId },
        request.body.subscription,
      );
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/push-subscription',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'push-subscription' },
      schema: {
        tags,
        security: signedIn,
        summary: "Forget this browser's subscription (notifications turned off); unknown ones change nothing",
        body: removePushSubscriptionBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removePushSubscription(deps, userOf(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
