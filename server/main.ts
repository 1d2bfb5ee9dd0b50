import { mkdir } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open-database.js';
import { seedDemoCatalogue } from './db/seed/demo-catalogue.js';
import { seedReferenceData } from './db/seed/reference-data.js';
import { buildApp } from './app.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';
import { loadSecrets } from './lib/secrets.js';
import { reanalyseAds } from './modules/properties/search/reanalyse-ads.js';

async function start(): Promise<void> {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const { database, lock } = await openConfiguredDatabase(config);
  await database.migrate();
  const secrets = await loadSecrets(config.jwtSecret, config.dataDir);
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database, clock: systemClock, secrets });
  if (config.seedDemo ?? database.kind === 'pglite') {
    const seeded = await seedDemoCatalogue(app.deps);
    if (seeded) app.log.info(seeded, 'demo catalogue loaded');
  }

  let closing = false;
  /**
   * Draining first (`/readyz` answers 503), then Fastify stops accepting, ends the notification
   * streams and waits for the requests in flight; past the deadline the process gives up, non-zero.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.deps.drain.start();
    const deadlineMs = config.timeouts.shutdownDeadlineMs;
    app.log.info({ signal, deadlineMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ signal, deadlineMs }, 'shutdown passed its deadline; exiting with requests unfinished');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      lock?.release();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // After an analyser change (or a bulk load) ads get their new lexemes while the server answers.
  reanalyseAds(database.db, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'search: analysing ads again failed'),
  );
  app.log.info(
    { database: database.kind, dataDir: config.dataDir },
    `Manzil is running on ${config.publicUrl}`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Manzil could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
