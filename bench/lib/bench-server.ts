import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { systemClock } from '#server/lib/clock.js';
import { deriveSecrets } from '#server/lib/secrets.js';

export interface BenchServerOptions {
  /** The server's DATA_DIR (uploads); the database is the one given. */
  dataDir: string;
  /** LIST_CACHE_SECONDS; the server's default when not given, 0 turns the answer cache off. */
  listCacheSeconds?: number;
  /** JOBS_WORKERS; on when not given. Off when the benchmark runs the jobs itself, before measuring. */
  jobWorkers?: boolean;
  /** Routes of the benchmark's own, added before the server listens. */
  benchRoutes?: (app: FastifyInstance) => void;
}

/**
 * The real server (`buildApp`) on a port of 127.0.0.1, silent, with the rate limit lifted so the load
 * generator is never refused.
 */
export async function startBenchServer(database: DatabaseHandle, options: BenchServerOptions) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(options.jobWorkers === false ? { JOBS_WORKERS: 'off' } : {}),
    ...(options.listCacheSeconds === undefined
      ? {}
      : { LIST_CACHE_SECONDS: String(options.listCacheSeconds) }),
  });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    secrets: deriveSecrets('bench-secret'),
  });
  options.benchRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
