import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { UPLOADS_URL_PREFIX } from '../lib/storage/local-disk.js';
import { detailsPage } from '../modules/seo/details-page.js';
import { sendCompressed } from './compression.js';
import { placeholderPage } from './placeholder-page.js';

/** Serves uploads, the built web app, and index.html for any other page path (client-side routing). */
export const web = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const webDist = config.webDistDir;
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to each text asset (web/precompress.ts).
      preCompressed: true,
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(UPLOADS_URL_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) throw new AppError('notFound', 'notFound');
    void reply.header('cache-control', 'no-cache');
    // A details URL gets the ad's share card (Open Graph, JSON-LD) in the HTML crawlers read.
    const details = hasBuild ? await detailsPage(app.deps, request.url) : undefined;
    if (details) return sendCompressed(request, reply.type('text/html; charset=utf-8'), details);
    return hasBuild
      ? reply.sendFile('index.html', webDist)
      : reply.type('text/html; charset=utf-8').send(placeholderPage);
  });
});
