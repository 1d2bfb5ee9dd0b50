import { checkHealth, checkLiveness, checkReadiness } from '#contract/endpoints/health.js';
import type { ReadinessCheck } from '#contract/health.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { within } from '#server/lib/within.js';

/** A readiness probe gives up on a database that neither answers nor refuses by then. */
const READY_PING_MS = 3_000;

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

/** `/livez` and `/readyz`, at the root where probes look for them. */
export const probeRoutes = endpointRoutes((deps) => [
  answer(checkLiveness, () => ({ status: 'alive' as const }), { rateLimit: false }),
  answer(
    checkReadiness,
    async (_request, reply) => {
      const failing: ReadinessCheck[] = [];
      if (deps.drain.draining) failing.push('draining');
      const answers = await within(deps.database.ping(), READY_PING_MS).then(
        () => true,
        () => false,
      );
      if (!answers) failing.push('database');
      if (!deps.live.listening()) failing.push('events');
      const replicas = deps.replicas ? { replicas: deps.replicas.status() } : {};
      if (failing.length === 0) return { status: 'ready' as const, failing, ...replicas };
      return reply.status(503).send({ status: 'unavailable' as const, failing, ...replicas });
    },
    { rateLimit: false },
  ),
]);
