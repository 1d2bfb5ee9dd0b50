import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { listenForScrapes, type MetricsListener } from '../lib/metrics/metrics-listener.js';
import { carriesToken } from '../lib/metrics/scrape-access.js';

/**
 * `GET /metrics` on the main port, for `Authorization: Bearer $METRICS_TOKEN` only (404 while no
 * token is set, 401 without it), and on METRICS_PORT when set. Not an API endpoint: outside `/api`,
 * the contract and the OpenAPI document, like `/sitemap.xml`.
 */
export const metricsEndpoint = fp(async (app: FastifyInstance) => {
  const { config, metrics } = app.deps;
  const { token, port, host } = config.metrics;

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) throw new AppError('notFound', 'notFound');
    if (!carriesToken(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthenticated', 'unauthenticated');
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });

  if (port === undefined) return;
  let listener: MetricsListener | undefined;
  app.addHook('onReady', async () => {
    listener = await listenForScrapes(metrics, { port, host, token }, app.log);
  });
  // After the main listener: a scrape during the shutdown grace period still answers.
  app.addHook('onClose', async () => listener?.close());
});
