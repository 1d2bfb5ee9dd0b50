/**
 * Measures the demo-catalogue seeding and the catalogue queries on the embedded database, and writes
 * the figures into bench/README.md. Run: npm run bench
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/db/client.js';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { seedReferenceData } from '../server/db/seed/reference-data.js';
import { systemClock } from '../server/lib/clock.js';
import { deriveSecrets } from '../server/lib/secrets.js';

const ROUNDS = 200;
const queries: [string, string][] = [
  ['newest, page 1', '/api/website/property/GetAllMainProperty'],
  [
    'residential, 3+ bedrooms, price range',
    '/api/website/property/getallrecidence?Bedrooms=3&MinPrice=500000&MaxPrice=3000000',
  ],
  ['industrial, sorted by area', '/api/website/property/getallindustry?SortBy=areaDesc'],
  ['Arabic search', `/api/website/property/GetAllMainProperty?Query=${encodeURIComponent('فيلا للبيع')}`],
  [
    'map box (Riyadh)',
    '/api/website/property/GetAllMainProperty?MinLat=24.5&MaxLat=25&MinLng=46.4&MaxLng=47&PageSize=100',
  ],
  ['details', '/api/website/property/GetById/42'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-bench-'));
  const databaseUrl = process.env.DATABASE_URL;
  const database: DatabaseHandle = databaseUrl ? openPostgres(databaseUrl) : await openPglite(dataDir);
  await database.migrate();
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    secrets: deriveSecrets('bench-secret'),
  });

  const seeded = await seedDemoCatalogue(app.deps);
  if (!seeded) throw new Error('the bench database was not empty');
  const rows: string[] = [];
  for (const [name, url] of queries) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = process.hrtime.bigint();
      const answer = await app.inject({ method: 'GET', url });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`);
  }
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });

  const section = [
    '<!-- catalogue:start -->',
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${database.kind}, Node ${process.version}, 2-core machine.`,
    '',
    `Demo catalogue: ${seeded.properties} ads and ${seeded.photos} photos seeded in ${(seeded.milliseconds / 1000).toFixed(1)} s (limit: 30 s).`,
    '',
    `Catalogue queries through the full server stack (\`app.inject\`, ${ROUNDS} rounds each, milliseconds):`,
    '',
    '| query | p50 | p99 |',
    '|---|---|---|',
    ...rows,
    '<!-- catalogue:end -->',
  ].join('\n');
  const readmePath = path.join(import.meta.dirname, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  await writeFile(
    readmePath,
    readme.replace(/<!-- catalogue:start -->[\s\S]*<!-- catalogue:end -->/, section),
  );
  console.log(section);
}

await main();
