import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  abuseIdParams,
  dashboardMessage,
  dashboardMessageList,
  dashboardMessageListQuery,
  dashboardReview,
  dashboardReviewList,
  dashboardReviewListQuery,
  hideBody,
} from '../../../../contract/dashboard/abuse.js';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { setMessageHidden } from './hide-message.js';
import { setReviewHidden } from './hide-review.js';
import { listDashboardMessages } from './list-messages.js';
import { listDashboardReviews } from './list-reviews.js';

const writeErrors = { ...errorResponses, 409: errorResponse };

/**
 * /api/dashboard/reviews and /api/dashboard/messages: hiding abusive reviews and property messages.
 * The catalogue has no Update for Ratings and Comments: hiding is a reversible delete, so it takes
 * their Delete permission.
 */
export const abuseRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/reviews',
    {
      config: { permission: 'Ratings.ReadList' },
      schema: {
        tags: ['Back-office: reviews'],
        summary: 'Every review, hidden ones included; Query matches the comment or the author',
        querystring: dashboardReviewListQuery,
        response: { 200: dashboardReviewList, ...errorResponses },
      },
    },
    (request) => listDashboardReviews(deps, request.query),
  );

  routes.get(
    '/messages',
    {
      config: { permission: 'Comments.ReadList' },
      schema: {
        tags: ['Back-office: property messages'],
        summary: 'Every property message, hidden ones included; Query matches the text or either person',
        querystring: dashboardMessageListQuery,
        response: { 200: dashboardMessageList, ...errorResponses },
      },
    },
    (request) => listDashboardMessages(deps, request.query),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    routes.post(
      `/reviews/:id/${action}`,
      {
        config: { permission: 'Ratings.Delete' },
        schema: {
          tags: ['Back-office: reviews'],
          summary: hidden
            ? 'Hide an abusive review from the website and from the ad’s rating'
            : 'Show a hidden review again',
          params: abuseIdParams,
          ...(hidden ? { body: hideBody } : {}),
          response: { 200: dashboardReview, ...writeErrors },
        },
      },
      (request) =>
        setReviewHidden(deps, auditActorOf(request), request.params.id, hidden, reasonOf(request.body)),
    );

    routes.post(
      `/messages/:id/${action}`,
      {
        config: { permission: 'Comments.Delete' },
        schema: {
          tags: ['Back-office: property messages'],
          summary: hidden
            ? 'Hide an abusive message from both people’s inbox and thread'
            : 'Show a hidden message again',
          params: abuseIdParams,
          ...(hidden ? { body: hideBody } : {}),
          response: { 200: dashboardMessage, ...writeErrors },
        },
      },
      (request) =>
        setMessageHidden(deps, auditActorOf(request), request.params.id, hidden, reasonOf(request.body)),
    );
  }
};

function reasonOf(body: unknown): string | undefined {
  const parsed = hideBody.safeParse(body);
  return parsed.success ? parsed.data?.reason : undefined;
}
