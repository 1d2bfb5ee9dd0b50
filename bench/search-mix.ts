/**
 * The catalogue search at scale: the real server on a kept bench database (bench/load-scale.ts), its
 * answer cache off, under autocannon (16 connections): /api/health, then a mix of searches in which
 * every request is a new URL; the slowest query shapes and the plans of the three slowest; words of one
 * or two letters one at a time; and /api/health pinged every 20 ms while the slowest shape runs.
 * Writes its figures into bench/search-mix-runs.json and bench/README.md (under its --label).
 *
 *   npm run bench:search -- --engine postgres --ads 1000000 --label before
 *
 * --engine postgres|pglite (default postgres), --ads N (default 100000), --label before|after|… (default
 * before), --seconds per measured row (default 20), --seed of the mix (default 16).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { lookupIds } from './lib/bench-ad.js';
import { benchArguments } from './lib/bench-arguments.js';
import { startBenchServer } from './lib/bench-server.js';
import { explainRequests } from './lib/explain-requests.js';
import { pingHealth } from './lib/health-pinger.js';
import { CONNECTIONS, codeMeasured, mixBetweenHealth, quiesce } from './lib/mix-run.js';
import { slowestRequestOf } from './lib/mix-shapes.js';
import { openScaleDatabase, sizeName, type ScaleDatabase } from './lib/scale-database.js';
import { searchMix } from './lib/search-mix-urls.js';
import { recordRun, type SearchMixRun } from './lib/search-mix-report.js';
import { sequentialRequests } from './lib/sequential-requests.js';
import { searchStatements, statementRecorder } from './lib/statement-recorder.js';

const SHORT_QUERIES = ['ab', 'قب', 'ab قب'];
/** Requests of a sequential row: at most this many, and none started after the row's seconds. */
const MAX_SEQUENTIAL = 40;
/** A request of a sequential row is given up after this long, an EXPLAIN ANALYZE stopped. */
const REQUEST_LIMIT_MS = 120_000;
const EXPLAIN_LIMIT_MS = 60_000;
const LIST = '/api/website/property/GetAllMainProperty';

const options = benchArguments();
const { seconds } = options;

async function measureShortWords(base: string, scale: ScaleDatabase) {
  const rows = [];
  for (const query of SHORT_QUERIES) {
    const paths = Array.from({ length: MAX_SEQUENTIAL }, (_, page) => {
      const parameters = new URLSearchParams({ Query: query, PageSize: '12', PageNumber: String(page % 6) });
      return `${LIST}?${parameters.toString()}`;
    });
    const pings = pingHealth(base);
    const latency = await sequentialRequests(base, paths, seconds, REQUEST_LIMIT_MS);
    const health = await pings.stop();
    await quiesce(base, scale);
    rows.push({ query, ...latency, worstHealth: health.max });
    console.log(
      `  ${query}: n ${latency.count}, p50 ${latency.p50.toFixed(0)}, max ${latency.max.toFixed(0)} ms ` +
        `(${latency.stopped} stopped), worst health ${health.max.toFixed(0)} ms`,
    );
  }
  return rows;
}

async function main() {
  const scale = await openScaleDatabase(options.engine, options.ads, { load: false });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-search-mix-'));
  const recorder = statementRecorder(scale.database);
  const server = await startBenchServer(scale.database, { dataDir, listCacheSeconds: 0 });
  const { base } = server;
  const title = `${options.label} ${scale.engine} ${sizeName(options.ads)}`;
  try {
    const ids = await lookupIds(scale.database.db);
    const mix = searchMix(ids, options.seed);
    const warmUpMix = searchMix(ids, options.seed + 1, mix.seen);
    const measured = await mixBetweenHealth(
      { title, name: 'search mix', base, scale, seconds },
      { measured: mix, warmUp: warmUpMix },
      5,
    );
    const { requests, run, figures, shapes, ranked, health } = measured;

    console.log(`${title}: plans of the three slowest shapes`);
    const targets = ranked.slice(0, 3).flatMap((shape) => {
      const request = slowestRequestOf(shape.shape, requests, run);
      return request ? [{ shape: shape.shape, p99: shape.p99, path: request.path }] : [];
    });
    const { plans, markdown } = await explainRequests(
      base,
      recorder,
      targets,
      EXPLAIN_LIMIT_MS,
      searchStatements,
    );
    await quiesce(base, scale);
    const resultsDir = path.join(import.meta.dirname, 'results');
    const resultName = `search-mix-${options.label}-${scale.engine}-${sizeName(options.ads)}`;
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, `${resultName}.md`),
      [`# Search mix plans: ${title}, ${new Date().toISOString()}`, '', ...markdown].join('\n'),
    );
    // Every request of the measured mix, for a closer look than the README's table.
    const perRequest = [
      ...run.answers.map(([index, ms, status]) => ({ index, ms, status })),
      ...run.unanswered.map(([index, ms]) => ({ index, ms, status: null })),
    ].map(({ index, ms, status }) => ({ ...requests[index], ms: Math.round(ms), status }));
    await writeFile(
      path.join(resultsDir, `${resultName}-requests.json`),
      JSON.stringify(perRequest, null, 1),
    );

    console.log(`${title}: words of one or two letters, one at a time`);
    const shortWords = await measureShortWords(base, scale);

    const slowest = ranked[0]?.shape ?? 'none';
    console.log(`${title}: /api/health every 20 ms while "${slowest}" runs`);
    const blockingPaths = Array.from({ length: MAX_SEQUENTIAL }, () => mix.draw(slowest)?.path).filter(
      (pathOf): pathOf is string => pathOf !== undefined,
    );
    const pings = pingHealth(base);
    const blockingRequests = await sequentialRequests(base, blockingPaths, seconds, REQUEST_LIMIT_MS);
    const blockingHealth = await pings.stop();
    await quiesce(base, scale);
    console.log(
      `  ${blockingRequests.count} requests (max ${blockingRequests.max.toFixed(0)} ms); health: ` +
        `${blockingHealth.count} pings, p99 ${blockingHealth.p99.toFixed(0)}, worst ${blockingHealth.max.toFixed(0)} ms`,
    );

    const result: SearchMixRun = {
      label: options.label,
      code: codeMeasured(),
      engine: scale.engine,
      version: scale.version,
      ads: options.ads,
      loadSeconds: scale.mark.seconds,
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      cores: cpus().length,
      loadAverage: measured.loadAverage,
      seconds,
      connections: CONNECTIONS,
      seed: options.seed,
      health: {
        rps: health.rps,
        before: health.before.rps,
        after: health.after.rps,
        p50: health.before.p50,
        p99: health.before.p99,
      },
      mix: {
        rps: figures.rps,
        p50: figures.p50,
        p99: figures.p99,
        requests: run.answers.length,
        non2xx: figures.non2xx,
        errors: run.errors,
        timeouts: run.timeouts,
        unanswered: run.unanswered.length,
        shapes: shapes.length,
      },
      slowestShapes: ranked.slice(0, 5),
      plans,
      shortWords,
      blocking: { shape: slowest, requests: blockingRequests, health: blockingHealth },
      requestLimitMs: REQUEST_LIMIT_MS,
      explainLimitMs: EXPLAIN_LIMIT_MS,
    };
    await recordRun(result);
    console.log(`${title}: written to bench/search-mix-runs.json and bench/README.md`);
  } finally {
    await server.close();
    await scale.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
