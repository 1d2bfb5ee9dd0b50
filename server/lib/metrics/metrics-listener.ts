import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics.js';
import { carriesToken } from './scrape-access.js';

export interface MetricsListenerOptions {
  port: number;
  host: string;
  /** When set, asked here too. */
  token: string | undefined;
}

export interface MetricsListener {
  /** Where it listens (the port chosen when 0 was asked). */
  readonly address: { host: string; port: number };
  close(): Promise<void>;
}

/**
 * `GET /metrics` alone on an internal port (METRICS_PORT on METRICS_HOST), apart from the public
 * listener, its rate limit and its logs: a scraper on the private network needs no token.
 */
export async function listenForScrapes(
  metrics: Metrics,
  options: MetricsListenerOptions,
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') return plain(response, 404, 'not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return plain(response, 405, 'method not allowed');
    }
    if (options.token !== undefined && !carriesToken(request.headers.authorization, options.token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return plain(response, 401, 'unauthorized');
    }
    const { contentType, body } = await metrics.scrape();
    response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      log.error({ err: error }, 'metrics scrape failed');
      if (!response.headersSent) plain(response, 503, 'unavailable');
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address();
  const port = bound && typeof bound === 'object' ? bound.port : options.port;
  log.info({ host: options.host, port }, 'metrics are served on their own port');
  return {
    address: { host: options.host, port },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(`${text}\n`);
}
