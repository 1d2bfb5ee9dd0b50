/**
 * How long a rate-limited request takes when Redis (the rate-limit store) goes away under a running
 * server: 50 sequential catalogue requests with Redis up, then 50 after Redis is stopped. Prints the
 * figures for bench/README.md ("Redis down"). Run: npx tsx bench/redis-down.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lookupNames } from '../contract/lookups.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openPglite } from '../server/db/client.js';
import { seedReferenceData } from '../server/db/seed/reference-data.js';
import { systemClock } from '../server/lib/clock.js';
import { deriveSecrets } from '../server/lib/secrets.js';
import { startPrivateRedis } from '../server/test/support/faults/fault-redis.js';

const ROUNDS = 50;
const LIST = `/api/website/${lookupNames[0]}/getall?PageSize=1`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-bench-redis-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedReferenceData(database.db);
  const redis = await startPrivateRedis();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    REDIS_URL: redis.url,
  });
  const app = await buildApp({ config, database, clock: systemClock, secrets: deriveSecrets('bench') });

  const measure = async (label: string) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: LIST });
      times.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`${LIST} answered ${String(answer.statusCode)}`);
    }
    const total = times.reduce((sum, ms) => sum + ms, 0);
    times.sort((a, b) => a - b);
    const cells = [50, 99].map((p) => percentile(times, p).toFixed(1));
    console.info(
      `| ${label} | ${cells.join(' | ')} | ${(times.at(-1) ?? 0).toFixed(1)} | ${(total / 1000).toFixed(1)} |`,
    );
  };

  await app.inject({ method: 'GET', url: LIST });
  console.info(`${String(ROUNDS)} sequential GET ${LIST} (app.inject), milliseconds:\n`);
  console.info('| Redis | p50 | p99 | max | total s |\n| --- | --- | --- | --- | --- |');
  await measure('up');
  await redis.close();
  await measure('gone (stopped under the running server)');
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
