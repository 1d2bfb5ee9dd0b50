/**
 * What metrics cost: `/api/health` under autocannon on two built servers side by side, one without
 * metrics and one with METRICS_TOKEN set (every request counted and timed, the default process
 * metrics on) and scraped once a second, in alternating rows. For each row: requests/s, p50/p99 and
 * the server process's CPU time per 1,000 requests (read from /proc, so the load generator and the
 * other server do not count). Prints the table for bench/README.md ("Metrics").
 *
 *   npx tsx bench/metrics-cost.ts [--engine pglite|postgres] [--rounds 5] [--seconds 10]
 *
 * It also times, in this process, what the request hook does per request (count and time one answer
 * among 150 routes) and one scrape with all of them filled: figures the machine's load barely moves.
 *
 * PostgreSQL: a scratch database `manzil_bench_metrics` next to BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cpuSecondsOf,
  launchInstance,
  msUntilHealthy,
  type Instance,
} from '../server/test/support/faults/fault-instance.js';
import { databaseUrl, withAdmin } from '../server/test/support/servers/test-database.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openPglite } from '../server/db/client.js';
import { systemClock } from '../server/lib/clock.js';
import { createMetrics } from '../server/lib/metrics/metrics.js';
import { deriveSecrets } from '../server/lib/secrets.js';
import { summarize } from './lib/latency.js';
import { runLoad } from './lib/load-worker.js';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
  },
  strict: true,
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const WARM_UP_SECONDS = 5;
const CONNECTIONS = 16;
const TOKEN = 'bench-metrics-token-0123456789abcdefghijkl';
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = 'manzil_bench_metrics';
const admin = (statement: string) => withAdmin(ADMIN_URL, (client) => client.query(statement));

interface Row {
  variant: 'off' | 'on';
  rps: number;
  p50: number;
  p99: number;
  cpuMsPer1000: number;
  non2xx: number;
}

async function start(workDir: string, variant: Row['variant'], database: Record<string, string>) {
  const instance = await launchInstance({
    env: {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      JWT_SECRET: 'bench-metrics-secret-0123456789abcdefgh',
      ...database,
      ...(variant === 'on' ? { METRICS_TOKEN: TOKEN } : {}),
    },
    dataDir: path.join(workDir, variant),
  });
  if ((await msUntilHealthy(instance.url, 120_000)) === undefined) {
    await instance.kill9();
    throw new Error(`the ${variant} server did not start:\n${instance.process.output().slice(-2000)}`);
  }
  return instance;
}

async function measure(instance: Instance, variant: Row['variant']): Promise<Row> {
  const base = instance.url;
  await runLoad({
    base,
    paths: ['/api/health'],
    connections: CONNECTIONS,
    seconds: WARM_UP_SECONDS,
    timeout: 10,
  });
  let scrapes = 0;
  const scraper =
    variant === 'on'
      ? setInterval(() => {
          void fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
            .then((answer) => answer.text())
            .then(() => (scrapes += 1));
        }, 1_000)
      : undefined;
  const cpuBefore = cpuSecondsOf(instance);
  const run = await runLoad({
    base,
    paths: ['/api/health'],
    connections: CONNECTIONS,
    seconds: SECONDS,
    timeout: 10,
  });
  const cpu = cpuSecondsOf(instance) - cpuBefore;
  clearInterval(scraper);
  if (variant === 'on' && scrapes === 0) throw new Error('no scrape answered during the run');
  const latency = summarize(run.answers.map(([, ms]) => ms));
  return {
    variant,
    rps: run.answers.length / run.seconds,
    p50: latency.p50,
    p99: latency.p99,
    cpuMsPer1000: (cpu * 1000 * 1000) / Math.max(1, run.answers.length),
    non2xx: run.answers.filter(([, , status]) => status !== 200).length + run.errors,
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** CPU microseconds per counted request, and milliseconds per scrape, with 150 routes filled. */
async function inProcessCost() {
  const metrics = createMetrics({ enabled: true });
  const routes = Array.from({ length: 150 }, (_, index) => `/api/website/route-${String(index)}/:id`);
  const count = (calls: number) => {
    for (let call = 0; call < calls; call += 1) {
      metrics.observeRequest('GET', routes[call % routes.length] ?? '', call % 7 === 0 ? 404 : 200, 0.004);
    }
  };
  count(200_000);
  const calls = 2_000_000;
  const before = process.cpuUsage();
  count(calls);
  const used = process.cpuUsage(before);
  const scrapes = 20;
  const started = process.cpuUsage();
  let bytes = 0;
  for (let scrape = 0; scrape < scrapes; scrape += 1) bytes = (await metrics.scrape()).body.length;
  const scraping = process.cpuUsage(started);
  return {
    perRequestUs: (used.user + used.system) / calls,
    perScrapeMs: (scraping.user + scraping.system) / 1000 / scrapes,
    scrapeKb: bytes / 1024,
  };
}

/**
 * The whole request path without network or database: `/livez` through `app.inject` on two apps in
 * this process, one with metrics and one without, in alternating batches of 200; CPU microseconds per
 * request (medians of 200 batches each). The cheapest route, so the largest share metrics can take.
 */
async function injectedCost(workDir: string) {
  const database = await openPglite(path.join(workDir, 'inject'));
  await database.migrate();
  const appWith = async (variant: Row['variant']) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(workDir, `inject-${variant}`),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(variant === 'on' ? { METRICS_TOKEN: TOKEN } : {}),
    });
    const app = await buildApp({ config, database, clock: systemClock, secrets: deriveSecrets('bench') });
    await app.ready();
    return app;
  };
  const apps = { off: await appWith('off'), on: await appWith('on') };
  const batch = async (variant: Row['variant'], requests: number) => {
    const before = process.cpuUsage();
    for (let request = 0; request < requests; request += 1) {
      const answer = await apps[variant].inject({ method: 'GET', url: '/livez' });
      if (answer.statusCode !== 200) throw new Error(`/livez answered ${String(answer.statusCode)}`);
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / requests;
  };
  await batch('off', 5_000);
  await batch('on', 5_000);
  // Small batches in turn, so the machine's other load falls on both alike.
  const samples: Record<Row['variant'], number[]> = { off: [], on: [] };
  for (let round = 0; round < 200; round += 1) {
    for (const variant of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      samples[variant].push(await batch(variant, 200));
    }
  }
  await Promise.all([apps.off.close(), apps.on.close()]);
  await database.close();
  return { off: median(samples.off), on: median(samples.on) };
}

async function main() {
  const engine = values.engine;
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error('--engine is pglite or postgres');
  const workDir = await mkdtemp(path.join(tmpdir(), 'manzil-bench-metrics-'));
  let database: Record<string, string> = {};
  if (engine === 'postgres') {
    await admin(`drop database if exists ${SCRATCH} with (force)`);
    await admin(`create database ${SCRATCH}`);
    database = { DATABASE_URL: databaseUrl(ADMIN_URL, SCRATCH) };
  }
  const servers = {
    off: await start(workDir, 'off', database),
    on: await start(workDir, 'on', database),
  };
  const rows: Row[] = [];
  try {
    // A first round on each server, not recorded: the first seconds of a new process ran 2-4 times slower.
    for (const variant of ['off', 'on'] as const) await measure(servers[variant], variant);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order: Row['variant'][] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const variant of order) {
        const row = await measure(servers[variant], variant);
        rows.push(row);
        console.error(
          `round ${String(round + 1)} ${variant}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.cpuMsPer1000.toFixed(0)} ms CPU per 1000, load ${loadavg()[0]?.toFixed(2) ?? '?'}`,
        );
      }
    }
  } finally {
    await Promise.all([servers.off.stop(), servers.on.stop()]);
    if (engine === 'postgres') await admin(`drop database if exists ${SCRATCH} with (force)`);
  }

  const of = (variant: Row['variant']) => rows.filter((row) => row.variant === variant);
  const figures = (variant: Row['variant']) => ({
    rps: median(of(variant).map((row) => row.rps)),
    p50: median(of(variant).map((row) => row.p50)),
    p99: median(of(variant).map((row) => row.p99)),
    cpu: median(of(variant).map((row) => row.cpuMsPer1000)),
    non2xx: of(variant).reduce((sum, row) => sum + row.non2xx, 0),
  });
  const off = figures('off');
  const on = figures('on');
  console.info(
    `\n${engine}, Node ${process.version}, ${String(ROUNDS)} rounds of ${String(SECONDS)} s per server (medians), ${String(CONNECTIONS)} connections:\n`,
  );
  console.info(
    '| metrics | requests/s | p50 ms | p99 ms | server CPU ms per 1,000 requests | non-2xx or errors |',
  );
  console.info('| --- | --- | --- | --- | --- | --- |');
  for (const [name, row] of [
    ['off', off],
    ['on, scraped every second', on],
  ] as const) {
    console.info(
      `| ${name} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cpu.toFixed(0)} | ${String(row.non2xx)} |`,
    );
  }
  console.info(
    `\nThroughput with metrics: ${((on.rps / off.rps) * 100).toFixed(1)} % of without; CPU per request: ${((on.cpu / off.cpu) * 100).toFixed(1)} %.`,
  );
  const injected = await injectedCost(workDir);
  console.info(
    `/livez through app.inject (no network, no database): ${injected.off.toFixed(1)} µs of CPU per request without metrics, ${injected.on.toFixed(1)} µs with (${((injected.on / injected.off) * 100).toFixed(1)} %).`,
  );
  const cost = await inProcessCost();
  await rm(workDir, { recursive: true, force: true });
  console.info(
    `In process: ${cost.perRequestUs.toFixed(2)} µs of CPU to count and time one request; one scrape with 150 routes filled: ${cost.perScrapeMs.toFixed(1)} ms of CPU, ${cost.scrapeKb.toFixed(0)} KB.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
