import { checkHealth } from '#contract/endpoints/health.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';

export const healthRoutes = endpointRoutes((deps) => [
  answer(
    checkHealth,
    async (request, reply) => {
      const redis = request.server.rateLimitRedis();
      const degraded = redis === 'off' ? {} : { redis };
      try {
        await deps.database.ping();
        return { status: 'ok' as const, ...degraded };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, ...degraded });
      }
    },
    { rateLimit: false },
  ),
]);
