import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open-database.js';
import { seedDemoCatalogue } from './db/seed/demo-catalogue.js';
import { seedReferenceData } from './db/seed/reference-data.js';
import { buildApp } from './app.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';
import { gracefulShutdown } from './lib/graceful-shutdown.js';
import { createFilesPrivately, createPrivateFolder } from './lib/private-files.js';
import { loadSecrets } from './lib/secrets.js';
import { refuseDevelopmentWebBuild } from './lib/web-build-mode.js';
import { hashStoredPhotos } from './modules/properties/index.js';
import { reanalyseAds } from './modules/search/index.js';

async function start(): Promise<void> {
  const config = loadConfig();
  refuseDevelopmentWebBuild(config);
  createFilesPrivately();
  await createPrivateFolder(config.dataDir);
  const { database, lock } = await openConfiguredDatabase(config);
  await database.migrate();
  const secrets = await loadSecrets(config.jwtSecret, config.dataDir, config.identity.hashKey);
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database, clock: systemClock, secrets });
  if (config.seedDemo ?? database.kind === 'pglite') {
    const seeded = await seedDemoCatalogue(app.deps);
    if (seeded) app.log.info(seeded, 'demo catalogue loaded');
  }

  const shutdown = gracefulShutdown({
    drain: app.deps.drain,
    graceMs: config.timeouts.shutdownGraceMs,
    deadlineMs: config.timeouts.shutdownDeadlineMs,
    log: app.log,
    close: async () => {
      await app.close();
      await database.close();
      lock?.release();
    },
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // After an analyser change (or a bulk load) ads get their new lexemes while the server answers.
  reanalyseAds(database.db, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'search: analysing ads again failed'),
  );
  // Photos stored before duplicate detection get their hashes while the server answers.
  hashStoredPhotos(database.db, app.deps.storage, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'duplicates: hashing stored photos failed'),
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
