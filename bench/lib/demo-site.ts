import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openPglite } from '#server/db/client.js';
import { seedDemoCatalogue } from '#server/db/seed/demo-catalogue.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { systemClock } from '#server/lib/clock.js';
import { deriveSecrets } from '#server/lib/secrets.js';

export interface DemoSite {
  baseUrl: string;
  /** The path of a published residence's details page (the first of the list). */
  detailsPath(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server on the demo catalogue (embedded database in a temp folder), serving the web
 * build in `distDir`, on a port of 127.0.0.1 with the rate limit lifted.
 */
export async function startDemoSite(distDir: string): Promise<DemoSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-demo-site-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedReferenceData(database.db);
  const config = loadConfig({
    // What is measured is the web build; the server's NODE_ENV only decides which settings are required.
    NODE_ENV: 'test',
    JWT_SECRET: 'demo-site-secret-demo-site-secret-012345',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'unused',
    TWILIO_AUTH_TOKEN: 'unused',
    TWILIO_FROM: '+10000000000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_DIST_DIR: distDir,
  });
  const app = await buildApp({ config, database, clock: systemClock, secrets: deriveSecrets('demo-site') });
  await seedDemoCatalogue(app.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    async detailsPath() {
      const list = (await (
        await fetch(`${baseUrl}/api/website/property/getallresidence?PageSize=1`)
      ).json()) as { data: { id: number }[] };
      return `/RecidenceDetailes/${list.data[0]?.id ?? 1}`;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
