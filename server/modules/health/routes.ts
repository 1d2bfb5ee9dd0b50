import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../contract/health.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Health'],
        summary: 'ok when the database answers; with Redis, whether it answers too',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const redis = app.rateLimitRedis();
      const degraded = redis === 'off' ? {} : { redis };
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const, ...degraded };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, ...degraded });
      }
    },
  );
};
