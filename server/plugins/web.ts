import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { InternalApiAnswer, InternalApiRequest, RenderedPage } from '#contract/server-render.js';
import { AppError } from '../lib/errors.js';
import { pageLanguage } from '../lib/page-language.js';
import { BUILD_MODE_FILE } from '../lib/web-build-mode.js';
import { UPLOADS_URL_PREFIX } from '../lib/storage/local-disk.js';
import { IMMUTABLE_CACHE_CONTROL } from '../lib/storage/storage.js';
import { loadWebRenderer } from '../lib/web-renderer.js';
import { readAfterCookie } from '../lib/public-reads.js';
import { detailsHeadTags, legalHeadTags, officeHeadTags } from '../modules/seo/index.js';
import { sendCompressed } from './compression.js';
import { pageHtml } from './page-html.js';
import { placeholderPage } from './placeholder-page.js';
import type { Language } from '#contract/common.js';

/** The build's list of the previous builds' assets it kept (web/previous-assets.ts): not for readers, nor its mode. */
const PREVIOUS_ASSETS_FILE = 'previous-assets.json';
const isHashedAsset = (filePath: string) => filePath.split(path.sep).includes('assets');

/**
 * Serves uploads (when they are on this server's disk), the built web app, and the HTML of every other
 * page path (client-side routing): public pages rendered on the server, details pages with their share
 * card.
 */
export const web = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const webDist = config.webDistDir;
  if (config.storage.kind === 'disk') {
    mkdirSync(config.storage.root, { recursive: true });
    // Keys are never rewritten (server/lib/storage/storage.ts): cached for good, as from a bucket.
    await app.register(fastifyStatic, {
      root: config.storage.root,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  const indexFile = path.join(webDist, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to each text asset (web/precompress.ts).
      preCompressed: true,
      // Hashed assets never change under their name; the few unhashed files are checked every time.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        void reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
      },
      allowedPath: (pathName) =>
        !pathName.endsWith(PREVIOUS_ASSETS_FILE) && !pathName.endsWith(BUILD_MODE_FILE),
    });
  }
  const renderPage = shell ? await loadWebRenderer(webDist) : undefined;

  /**
   * The page's API calls go through the app itself, as the reader: counted against their address, and
   * with their browser named (an ad's view counts a visitor by both).
   */
  const internalApi =
    (request: FastifyRequest) =>
    async (call: InternalApiRequest): Promise<InternalApiAnswer> => {
      if (call.method !== 'GET') throw new Error(`a server render only reads, not ${call.method}`);
      const userAgent = request.headers['user-agent'];
      const readAfter = readAfterCookie(request);
      const answer = await app.inject({
        method: 'GET',
        url: call.url,
        headers: {
          ...call.headers,
          ...(userAgent ? { 'user-agent': userAgent } : {}),
          ...(readAfter ? { cookie: readAfter } : {}),
        },
        remoteAddress: request.ip,
      });
      const type = answer.headers['content-type'];
      return {
        status: answer.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
        body: answer.body,
      };
    };

  async function render(request: FastifyRequest, language: Language): Promise<RenderedPage | undefined> {
    if (!renderPage) return undefined;
    try {
      return await renderPage({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        language,
        api: internalApi(request),
      });
    } catch (error) {
      // The browser renders the page itself: a reader sees it a moment later, never an error.
      request.log.error({ err: error }, 'server render failed');
      return undefined;
    }
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(UPLOADS_URL_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) throw new AppError('notFound', 'notFound');
    void reply.header('cache-control', 'no-cache');
    if (!shell) return reply.type('text/html; charset=utf-8').send(placeholderPage);
    const language = pageLanguage(request);
    const [head, rendered] = await Promise.all([
      app.deps.reads
        .run(
          request,
          async (reader) =>
            (await detailsHeadTags(reader, request.url)) ??
            (await officeHeadTags(reader, request.url, language)),
        )
        .then((tags) => tags ?? legalHeadTags(request.url, language)),
      render(request, language),
    ]);
    const html = pageHtml(shell, { language, head, rendered });
    // An unknown path or a missing ad's page: its not-found page, with the status that says so.
    if (rendered?.status) void reply.status(rendered.status);
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), html);
  });
});
