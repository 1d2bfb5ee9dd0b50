import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import {
  conversationList,
  messageItem,
  sendMessageBody,
  threadAnswer,
  threadParams,
  threadQuery,
} from '../../../contract/messages.js';
import { pagingQuery } from '../../../contract/paging.js';
import { requireUser, userOf } from '../../lib/auth/authenticate.js';
import { getThread } from './get-thread.js';
import { listConversations } from './list-conversations.js';
import { sendPropertyMessage } from './send-property-message.js';

const tags = ['Messages'];
const signedIn = [{ bearerAuth: [] }];

/** /api/website/messages: conversations about a property between an inquirer and its owner. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.post(
    '/sendPropertyMessage',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary:
          "Write to a published ad's owner; the owner answers someone who wrote about the ad with receiverId",
        body: sendMessageBody,
        response: { 201: messageItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await sendPropertyMessage(deps, userOf(request), request.body);
      return reply.status(201).send(message);
    },
  );

  routes.get(
    '/getAll',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary: "The caller's conversations (one per property and person), most recent first",
        querystring: pagingQuery(),
        response: { 200: conversationList, ...errorResponses },
      },
    },
    (request) => listConversations(deps, userOf(request), request.query, request.language),
  );

  routes.get(
    '/getBySenderId/:senderId',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'conversation' },
      schema: {
        tags,
        security: signedIn,
        summary: 'The conversation with that person about PropertyId, oldest first; marks it read',
        params: threadParams,
        querystring: threadQuery,
        response: { 200: threadAnswer, ...errorResponses },
      },
    },
    (request) => getThread(deps, userOf(request), request.params.senderId, request.query, request.language),
  );
};
