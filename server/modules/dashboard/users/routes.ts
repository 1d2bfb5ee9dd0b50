import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import { moderationList, userPropertiesQuery } from '../../../../contract/dashboard/properties.js';
import {
  dashboardUserDetail,
  dashboardUserList,
  userIdParams,
  userListQuery,
} from '../../../../contract/dashboard/users.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { listModeratedProperties } from '../properties/list-moderated-properties.js';
import { setUserBlocked } from './block-user.js';
import { getUser } from './get-user.js';
import { listUsers } from './list-users.js';

const tags = ['Back-office: users'];
const writeErrors = { ...errorResponses, 409: errorResponse };

/** /api/dashboard/users: website accounts. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Users.ReadList' },
      schema: {
        tags,
        summary: 'Website users, newest first by default; Query matches name, email or phone',
        querystring: userListQuery,
        response: { 200: dashboardUserList, ...errorResponses },
      },
    },
    (request) => listUsers(deps, request.query),
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Users.Read' },
      schema: {
        tags,
        summary: 'One user with their ads counted by status',
        params: userIdParams,
        response: { 200: dashboardUserDetail, ...errorResponses },
      },
    },
    (request) => getUser(deps, request.params.id),
  );

  routes.get(
    '/:id/properties',
    {
      config: { permission: 'Users.Read' },
      schema: {
        tags,
        summary: "One user's ads in every status (the moderation list for this owner)",
        params: userIdParams,
        querystring: userPropertiesQuery,
        response: { 200: moderationList, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await getUser(deps, id);
      return listModeratedProperties(deps, { ...request.query, OwnerId: id }, request.language);
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Users.Update' },
        schema: {
          tags,
          summary: blocked
            ? 'Block a user: their sessions end at once and sign-in is refused'
            : 'Let a blocked user sign in again',
          params: userIdParams,
          response: { 200: dashboardUserDetail, ...writeErrors },
        },
      },
      (request) => setUserBlocked(deps, auditActorOf(request), request.params.id, blocked),
    );
  }
};
