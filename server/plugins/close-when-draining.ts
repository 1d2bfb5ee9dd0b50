import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once shutdown has started, every answer asks its client to close the connection, so a client or
 * proxy holding a keep-alive connection opens its next one elsewhere during the grace period.
 */
export const closeWhenDraining = fp(async (app: FastifyInstance) => {
  const { drain } = app.deps;
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.draining) void reply.header('connection', 'close');
  });
});
