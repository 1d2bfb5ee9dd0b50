import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../lib/errors.js';
import { openRedisLink } from '../lib/rate-limit/redis-link.js';
import { redisOrLocalStore } from '../lib/rate-limit/redis-or-local-store.js';

const STATIC_FILE = /^\/(?!api\/)[^?]*\.[a-z0-9]+(\?|$)/i;
const isStaticFile = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && STATIC_FILE.test(url);

export const security = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  // Photos from a bucket or CDN come from its origin; map tiles from the configured tile server.
  const photoOrigin = config.storage.publicUrl ? [new URL(config.storage.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', config.mapTiles.imageSource, ...photoOrigin],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Same-origin by default: the web app is served by this server. Other origins only when configured.
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });

  const redis = config.redisUrl ? openRedisLink(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('rateLimitRedis', () => redis?.state() ?? 'off');
  await app.register(rateLimit, {
    global: true,
    // Built assets and photos are static files: one page needs dozens, and they cost nothing to serve.
    allowList: (request) => isStaticFile(request.method, request.url),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { store: redisOrLocalStore(redis, 'manzil-rl:') } : {}),
    errorResponseBuilder: (_request, context) => rateLimited('rateLimited', context.ttl / 1000),
  });
});
