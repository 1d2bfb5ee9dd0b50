import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import {
  notificationList,
  notificationsQuery,
  readNotificationsAnswer,
  readNotificationsBody,
} from '../../../contract/notifications.js';
import { requireUser, userOf } from '../../lib/auth/authenticate.js';
import { listNotifications } from './list-notifications.js';
import { readNotifications } from './read-notifications.js';

const tags = ['Notifications'];
const signedIn = [{ bearerAuth: [] }];

/** /api/website/notifications: the panel's list and marking read. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/GetAll',
    {
      preHandler: requireUser,
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
};
