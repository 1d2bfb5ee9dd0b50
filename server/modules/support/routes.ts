import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import { supportBody, supportCreated } from '../../../contract/support.js';
import { optionalUser } from '../../lib/auth/authenticate.js';
import { sendSupportMessage } from './send-support-message.js';

const TEN_MINUTES_MS = 10 * 60_000;

/** POST /api/website/support/send: the contact-us form, signed in or not, a few per IP per 10 minutes. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  routes.post(
    '/send',
    {
      preHandler: optionalUser,
      config: {
        access: 'public',
        rateLimit: { max: deps.config.supportPerIpPer10Minutes, timeWindow: TEN_MINUTES_MS },
      },
      schema: {
        tags: ['Support'],
        summary: 'Send a message to the company (contact us)',
        body: supportBody,
        response: { 201: supportCreated, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await sendSupportMessage(deps, request.body, {
        userId: request.user?.id,
        language: request.language,
      });
      return reply.status(201).send(created);
    },
  );
};
