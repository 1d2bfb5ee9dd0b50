/**
 * The search map at scale (issue 16: "any box at 1,000,000 ads within 100 ms p99"): the real server on
 * a kept bench database (bench/load-scale.ts), its answer cache off, under autocannon (16 connections):
 * /api/health, then a mix of map requests in which every request is a new URL (random views over
 * Saudi Arabia at random zooms, random filters), /api/health again; the slowest shapes and the plans of
 * the three slowest. Appends its figures to bench/map-mix-runs.json; plans and every request's time go
 * to bench/results/.
 *
 *   npx tsx bench/map-mix.ts --engine postgres --ads 1000000 --label after
 *
 * --engine postgres|pglite (default postgres), --ads N (default 100000), --label (default before),
 * --seconds per measured row (default 20), --seed of the mix (default 16).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { lookupIds } from './lib/bench-ad.js';
import { benchArguments } from './lib/bench-arguments.js';
import { startBenchServer } from './lib/bench-server.js';
import { explainRequests } from './lib/explain-requests.js';
import { mapMix } from './lib/map-mix-urls.js';
import { CONNECTIONS, codeMeasured, mixBetweenHealth } from './lib/mix-run.js';
import { slowestRequestOf } from './lib/mix-shapes.js';
import { openScaleDatabase, sizeName } from './lib/scale-database.js';
import type { SearchRequest } from './lib/search-mix-urls.js';
import { mapStatements, statementRecorder } from './lib/statement-recorder.js';

const EXPLAIN_LIMIT_MS = 60_000;
const RUNS_FILE = path.join(import.meta.dirname, 'map-mix-runs.json');

const options = benchArguments();
const { seconds } = options;

/** The answers' sizes: how many clusters and points a sample of the requests drew. */
async function answerSizes(base: string, requests: SearchRequest[]) {
  const drawn: number[] = [];
  for (const request of requests) {
    const answer = (await (await fetch(`${base}${request.path}`)).json()) as {
      clusters: unknown[];
      points: unknown[];
    };
    drawn.push(answer.clusters.length + answer.points.length);
  }
  drawn.sort((a, b) => a - b);
  return { median: drawn[Math.floor(drawn.length / 2)] ?? 0, max: drawn.at(-1) ?? 0 };
}

async function main() {
  const scale = await openScaleDatabase(options.engine, options.ads, { load: false });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-map-mix-'));
  const recorder = statementRecorder(scale.database);
  const server = await startBenchServer(scale.database, { dataDir, listCacheSeconds: 0 });
  const { base } = server;
  const title = `${options.label} ${scale.engine} ${sizeName(options.ads)}`;
  try {
    const ids = await lookupIds(scale.database.db);
    const mix = mapMix(ids, options.seed);
    const warmUpMix = mapMix(ids, options.seed + 1, mix.seen);
    const measured = await mixBetweenHealth(
      { title, name: 'map mix', base, scale, seconds },
      { measured: mix, warmUp: warmUpMix },
      8,
    );
    const { requests, run, figures, shapes, ranked, health } = measured;
    const sizes = await answerSizes(base, requests.slice(0, 200));
    console.log(`  markers drawn per answer (first 200 requests): median ${sizes.median}, max ${sizes.max}`);

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
      mapStatements,
    );
    const resultsDir = path.join(import.meta.dirname, 'results');
    const resultName = `map-mix-${options.label}-${scale.engine}-${sizeName(options.ads)}`;
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, `${resultName}.md`),
      [`# Map mix plans: ${title}, ${new Date().toISOString()}`, '', ...markdown].join('\n'),
    );
    const perRequest = [
      ...run.answers.map(([index, ms, status]) => ({ index, ms, status })),
      ...run.unanswered.map(([index, ms]) => ({ index, ms, status: null })),
    ].map(({ index, ms, status }) => ({ ...requests[index], ms: Math.round(ms), status }));
    await writeFile(
      path.join(resultsDir, `${resultName}-requests.json`),
      JSON.stringify(perRequest, null, 1),
    );

    const result = {
      label: options.label,
      code: codeMeasured(),
      engine: scale.engine,
      version: scale.version,
      ads: options.ads,
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      cores: cpus().length,
      loadAverage: measured.loadAverage,
      seconds,
      connections: CONNECTIONS,
      seed: options.seed,
      health: { rps: health.rps, before: health.before.rps, after: health.after.rps, p99: health.before.p99 },
      mix: {
        rps: figures.rps,
        shareOfHealth: (100 * figures.rps) / health.rps,
        p50: figures.p50,
        p99: figures.p99,
        max: figures.max,
        requests: run.answers.length,
        non2xx: figures.non2xx,
        errors: run.errors,
        timeouts: run.timeouts,
        unanswered: run.unanswered.length,
        shapes: shapes.length,
      },
      drawnPerAnswer: sizes,
      slowestShapes: ranked.slice(0, 8),
      plans,
    };
    const runs: unknown[] = existsSync(RUNS_FILE)
      ? (JSON.parse(await readFile(RUNS_FILE, 'utf8')) as unknown[])
      : [];
    const jsonOptions = await prettier.resolveConfig(RUNS_FILE);
    const json = JSON.stringify([...runs, result]);
    await writeFile(RUNS_FILE, await prettier.format(json, { ...jsonOptions, filepath: RUNS_FILE }));
    console.log(`${title}: written to bench/map-mix-runs.json and bench/results/${resultName}*`);
  } finally {
    await server.close();
    await scale.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
