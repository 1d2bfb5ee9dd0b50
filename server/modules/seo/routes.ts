import type { FastifyPluginAsync } from 'fastify';
import { buildRobots } from './robots.js';
import { buildSitemap } from './sitemap.js';

/** Crawlers may read these an hour old. */
const CACHE = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt; the details pages' share cards are served by the web plugin. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await buildSitemap(app.deps)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(buildRobots(app.deps.config.publicUrl)),
  );
};
