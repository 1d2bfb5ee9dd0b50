import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  broadcastAnswer,
  broadcastBody,
  broadcastList,
  broadcastListQuery,
  broadcastPreviewAnswer,
  broadcastPreviewBody,
} from '../../../../contract/dashboard/notifications.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { listBroadcasts } from './broadcast-history.js';
import { previewBroadcast } from './preview-broadcast.js';
import { sendBroadcast } from './send-broadcast.js';

const tags = ['Back-office: notifications'];

/** /api/dashboard/notifications: notifications sent by staff to many users at once. */
export const broadcastRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.post(
    '/broadcast/preview',
    {
      config: { permission: 'Notifications.Broadcast' },
      schema: {
        tags,
        summary: 'How many users a broadcast to this segment reaches now (blocked users never)',
        body: broadcastPreviewBody,
        response: { 200: broadcastPreviewAnswer, ...errorResponses },
      },
    },
    (request) => previewBroadcast(deps, request.body.segment),
  );

  routes.post(
    '/broadcast',
    {
      config: { permission: 'Notifications.Broadcast' },
      schema: {
        tags,
        summary:
          'Notify every user of a segment, in their language; refused (409) when expectedCount is not the current count or the same text was sent in the last 10 minutes',
        body: broadcastBody,
        response: { 200: broadcastAnswer, ...errorResponses, 409: errorResponse },
      },
    },
    (request) => sendBroadcast(deps, auditActorOf(request), request.body),
  );

  routes.get(
    '/broadcasts',
    {
      config: { permission: 'Notifications.ReadList' },
      schema: {
        tags,
        summary: 'The broadcasts sent, newest first (read from the audit log)',
        querystring: broadcastListQuery,
        response: { 200: broadcastList, ...errorResponses },
      },
    },
    (request) => listBroadcasts(deps, request.query),
  );
};
