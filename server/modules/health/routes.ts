import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHealth } from '../../../contract/endpoints/health.js';

/**
 * Mounted from its declaration by hand, not by `endpointRoutes`: that adds the error catalogue to
 * every endpoint's answers, and health answers only 200 or 503 (its OpenAPI entry says so).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: checkHealth.method,
    url: checkHealth.path.slice(app.prefix.length),
    config: { rateLimit: false },
    schema: {
      tags: [...checkHealth.tags],
      summary: checkHealth.summary,
      response: { 200: checkHealth.response, ...checkHealth.otherAnswers },
    },
    handler: async (_request, reply) => {
      const redis = app.rateLimitRedis();
      const degraded = redis === 'off' ? {} : { redis };
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const, ...degraded };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, ...degraded });
      }
    },
  });
};
