import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The route label of a request: its pattern, so ids and phone numbers never become labels and the
 * number of series stays that of the routes. Files of the web build are each a route of their own
 * (a new set with every deploy), so they share one label; what no route matched is either a page of
 * the web app (HTML from the not-found handler) or nothing.
 */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  if (request.is404) {
    const type = reply.getHeader('content-type');
    return typeof type === 'string' && type.startsWith('text/html') ? '(page)' : '(no route)';
  }
  const { url, config } = request.routeOptions;
  if ((config as { file?: unknown }).file !== undefined) return '(static file)';
  return url ?? '(no route)';
}

/** Counts and times every answer (registered before the routes, so its hook covers them all). */
export const httpMetrics = fp(async (app: FastifyInstance) => {
  const { metrics } = app.deps;
  if (!metrics.enabled) return;
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      routeLabel(request, reply),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
});
