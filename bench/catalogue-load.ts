/**
 * The public catalogue under load: 100,000 published ads, the real server listening on a port, and
 * autocannon (16 connections) against /api/health, a typical search and the same filters without the
 * text query; then EXPLAIN (ANALYZE, BUFFERS) of the list and count queries the server runs. Both
 * engines: PostgreSQL (a scratch database, dropped afterwards) and the embedded PGlite (a temp folder).
 * Writes the figures into bench/README.md between the load markers when both engines ran. The ads are
 * loaded by bench/lib/load-catalogue.ts, as for bench/load-scale.ts.
 *
 * Run: npm run bench:load
 * Environment (all optional):
 *   BENCH_POSTGRES_URL  an admin connection (default postgres://postgres@127.0.0.1:5432/postgres); the
 *                       bench creates and drops the database manzil_bench next to it
 *   BENCH_ENGINES       postgres,pglite (default both; with one engine the README is left alone)
 *   BENCH_ADS           how many ads (default 100000)
 *   BENCH_SECONDS       seconds per measured run (default 15)
 *   BENCH_CONNECTIONS   autocannon connections (default 16)
 *   BENCH_KEEP_DATABASE 1 keeps manzil_bench after the run, to look at plans by hand
 *   BENCH_REUSE_DATABASE 1 measures a kept manzil_bench again without reloading it (and keeps it)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as prettier from 'prettier';
import { openPglite, openPostgres, type Database } from '../server/db/client.js';
import { regionKey, seedReferenceData } from '../server/db/seed/reference-data.js';
import { afterLoad } from './lib/after-load.js';
import { startBenchServer } from './lib/bench-server.js';
import { summarize } from './lib/latency.js';
import { catalogueSize, loadCatalogue } from './lib/load-catalogue.js';
import { runLoad, settle } from './lib/load-worker.js';
import { rowsOf } from '../server/db/raw-rows.js';
import { catalogueStatements, isCount, statementRecorder, type Statement } from './lib/statement-recorder.js';
import { trimPlan } from './lib/trim-plan.js';

type Engine = 'postgres' | 'pglite';

const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Engine => name === 'postgres' || name === 'pglite');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'manzil_bench';
/** Reusing a loaded manzil_bench (to re-measure after a server change) implies keeping it. */
const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE === '1';
const KEEP_DATABASE = REUSE_DATABASE || process.env.BENCH_KEEP_DATABASE === '1';
const SEARCH_WORD = 'فيلا';

/** The filter set a visitor typically sends: residential, price range, a region, a word, cheapest first. */
const typicalFilters = (regionId: number) =>
  `Category=1&MinPrice=500000&MaxPrice=3000000&RegionId=${regionId}&SortBy=priceAsc&PageSize=10`;

// ---- load ------------------------------------------------------------------------------------------

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface Target {
  name: string;
  path: string;
}

/** Distinct URLs to cycle through: a `{n}` in the path becomes a 6-digit number counting from `from`. */
const DISTINCT_URLS = 100_000;

/** autocannon in a worker thread (bench/lib/load-worker.ts) on one target. */
async function hammer(base: string, target: Target, seconds: number, from: number): Promise<LoadFigures> {
  const paths = target.path.includes('{n}')
    ? Array.from({ length: DISTINCT_URLS }, (_, n) =>
        target.path.replace('{n}', String(from + n).padStart(6, '0')),
      )
    : [target.path];
  // PGlite answers one statement at a time: a slow list can keep 16 requests waiting for seconds.
  const run = await runLoad({ base, paths, connections: CONNECTIONS, seconds, timeout: 60 });
  const latency = summarize(run.answers.map(([, ms]) => ms));
  return {
    rps: run.answers.length / run.seconds,
    p50: Math.round(latency.p50),
    p99: Math.round(latency.p99),
    requests: run.answers.length,
    non2xx: run.answers.filter(([, , status]) => status < 200 || status > 299).length,
    errors: run.errors,
  };
}

// ---- one engine ------------------------------------------------------------------------------------

interface EngineRun {
  engine: Engine;
  version: string;
  loaded: Awaited<ReturnType<typeof catalogueSize>> & { seconds: number };
  matches: { search: number; filters: number };
  figures: { name: string; load: LoadFigures }[];
  plans: { name: string; plan: string; milliseconds: number }[];
}

/** Opens the engine's database; `reused` when a loaded manzil_bench was kept from an earlier run. */
async function openEngine(engine: Engine, dataDir: string) {
  if (engine === 'pglite') return { database: await openPglite(dataDir), reused: false };
  const reused = await prepareBenchDatabase();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return { database: openPostgres(url.toString()), reused };
}

/** Creates an empty manzil_bench, or answers true when a kept one is to be reused. */
async function prepareBenchDatabase(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (REUSE_DATABASE && existing.rowCount === 1) return true;
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    return false;
  } finally {
    await admin.end();
  }
}

async function dropBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The bench ads (bench/lib/load-catalogue.ts), then afterLoad and a settled table, as autovacuum leaves it. */
async function loadAndSettle(db: Database) {
  const { seconds } = await loadCatalogue(db, ADS);
  const started = Date.now();
  await afterLoad(db);
  await db.execute(sql`vacuum analyze`);
  return { ...(await catalogueSize(db)), seconds: seconds + (Date.now() - started) / 1000 };
}

async function runEngine(engine: Engine): Promise<EngineRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-load-'));
  const { database, reused } = await openEngine(engine, dataDir);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    console.log(`${engine}: ${reused ? 'reusing the loaded' : `loading ${ADS}`} ads…`);
    const loaded = reused
      ? { ...(await catalogueSize(database.db)), seconds: 0 }
      : await loadAndSettle(database.db);
    console.log(`${engine}: loaded`, loaded);
    const [version] = await rowsOf(database.db, sql`select current_setting('server_version') as v`);
    const [riyadh] = await rowsOf(
      database.db,
      sql`select id from lookups where kind = 'region' and key = ${regionKey('riyadh')}`,
    );
    const filters = typicalFilters(Number(riyadh?.id));
    const search = `${filters}&Query=${encodeURIComponent(SEARCH_WORD)}`;

    const recorder = statementRecorder(database);
    const server = await startBenchServer(database, { dataDir });
    const run: EngineRun = {
      engine,
      version: typeof version?.v === 'string' ? version.v : '?',
      loaded,
      matches: { search: 0, filters: 0 },
      figures: [],
      plans: [],
    };
    try {
      const { base } = server;
      const list = '/api/website/property/GetAllMainProperty';
      const targets: Target[] = [
        { name: 'health', path: '/api/health' },
        { name: 'search', path: `${list}?${search}` },
        { name: 'filters only', path: `${list}?${filters}` },
        {
          name: 'search, distinct URLs',
          path: `${list}?${search.replace('MaxPrice=3000000', 'MaxPrice=3000000.{n}')}`,
        },
      ];
      // The first request of each list is answered by the database (nothing cached yet): record what
      // it sends, to EXPLAIN it once the load is over.
      const statements: { name: string; statement: Statement }[] = [];
      for (const [key, name, path] of [
        ['search', 'search', `${list}?${search}`],
        ['filters', 'filters only', `${list}?${filters}`],
      ] as const) {
        const sent = await recorder.during(async () => {
          const answer = await fetch(`${base}${path}`);
          if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
          run.matches[key] = ((await answer.json()) as { totalDataCount: number }).totalDataCount;
        });
        for (const statement of catalogueStatements(sent)) {
          statements.push({ name: `${name}: ${isCount(statement) ? 'count' : 'list'}`, statement });
        }
      }
      for (const target of targets) {
        await hammer(base, target, WARM_UP_SECONDS, 0);
        await settle(base);
        const load = await hammer(base, target, SECONDS, 500_000);
        await settle(base);
        console.log(`${engine} ${target.name}:`, load);
        if (load.non2xx) throw new Error(`${target.name}: ${load.non2xx} non-2xx answers`);
        run.figures.push({ name: target.name, load });
      }
      for (const { name, statement } of statements) {
        run.plans.push({ name, ...(await recorder.explain(statement, 120_000)) });
      }
    } finally {
      await server.close();
    }
    return run;
  } finally {
    await database.close();
    if (engine === 'postgres' && !KEEP_DATABASE) await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---- report ----------------------------------------------------------------------------------------

const fixed = (value: number, digits = 0) => value.toFixed(digits);
/** A share as a percentage, with a decimal below 10 %. */
const percent = (share: number) => `${fixed(100 * share, share < 0.1 ? 1 : 0)} %`;

/** Non-2xx answers stop the bench; connection errors and timeouts are reported. */
function errorsNote(runs: EngineRun[]): string {
  const failed = runs.flatMap((run) =>
    run.figures
      .filter((figure) => figure.load.errors > 0)
      .map((figure) => `${run.engine} ${figure.name}: ${figure.load.errors}`),
  );
  return failed.length
    ? `no non-2xx answers; errors or timeouts: ${failed.join(', ')}`
    : 'no errors, timeouts or non-2xx answers';
}

function section(runs: EngineRun[]): string {
  const lines = [
    '<!-- load:start -->',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length}-core machine ` +
      '(server, database and load generator share it). The real server (`buildApp`, listening on a port, ' +
      '`LOG_LEVEL=silent`, rate limit lifted) under autocannon in a worker thread: ' +
      `${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARM_UP_SECONDS} s warm-up, ` +
      `${errorsNote(runs)}. Ads: published, both categories, texts written by ` +
      '`describeProperty` (the demo seed), 1-5 photo rows for 90 % of them; `VACUUM ANALYZE` after loading.',
    '',
    '- **health**: `/api/health` (one `select 1`)',
    `- **search**: \`GetAllMainProperty?Category=1&MinPrice=500000&MaxPrice=3000000&RegionId=<Riyadh region>&Query=${SEARCH_WORD}&SortBy=priceAsc&PageSize=10\``,
    '- **filters only**: the same without `Query`',
    '- **search, distinct URLs**: the search with `MaxPrice=3000000.000001`, `.000002`, … — the same ' +
      'answer, but no two requests alike, so nothing can be served from a cache',
    '',
    '| engine | ads (load time) | request | matches | requests/s | p50 ms | p99 ms | % of health |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    const health = run.figures.find((figure) => figure.name === 'health')?.load.rps ?? 0;
    for (const figure of run.figures) {
      const matches = figure.name.startsWith('search')
        ? String(run.matches.search)
        : figure.name === 'filters only'
          ? String(run.matches.filters)
          : '';
      lines.push(
        `| ${run.engine} ${run.version.split(' ')[0] ?? ''} | ${run.loaded.ads.toLocaleString('en-US')} (${fixed(run.loaded.seconds)} s) | ` +
          `${figure.name} | ${matches} | ${fixed(figure.load.rps)} | ${figure.load.p50} | ${figure.load.p99} | ` +
          `${health ? percent(figure.load.rps / health) : '?'} |`,
      );
    }
  }
  const postgres = runs.find((run) => run.engine === 'postgres');
  const health = postgres?.figures.find((figure) => figure.name === 'health')?.load.rps ?? 0;
  const searchLoad = postgres?.figures.find((figure) => figure.name === 'search')?.load;
  if (searchLoad) {
    const share = health ? searchLoad.rps / health : 0;
    const met = share >= 0.4 && searchLoad.p99 <= 50;
    lines.push(
      '',
      `Target on PostgreSQL (search ≥ 40 % of health throughput and p99 ≤ 50 ms): **${met ? 'met' : 'missed'}** ` +
        `(${percent(share)}, p99 ${searchLoad.p99} ms).`,
    );
  }
  for (const run of runs) {
    lines.push(
      '',
      `EXPLAIN (ANALYZE, BUFFERS) on ${run.engine} of the statements the server sent for its first request ` +
        `(recorded from its own connection, replayed with the same parameters on the idle server), execution ` +
        `time: ${run.plans.map((plan) => `${plan.name} ${fixed(plan.milliseconds, 1)} ms`).join(', ')}.` +
        (run.engine === 'postgres'
          ? ' Trimmed: Buffers on the top line only; subplans that only read `lookups` or `property_media` ' +
            '(names and cover photo, once per row of the page) folded into one line.'
          : ''),
    );
    if (run.engine !== 'postgres') continue;
    for (const plan of run.plans) {
      lines.push('', `${plan.name} (trimmed):`, '', '```text', trimPlan(plan.plan), '```');
    }
  }
  lines.push('', '<!-- load:end -->');
  return lines.join('\n');
}

async function writeReadme(text: string): Promise<void> {
  const readmePath = path.join(import.meta.dirname, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const markers = /<!-- load:start -->[\s\S]*<!-- load:end -->/;
  const next = markers.test(readme)
    ? readme.replace(markers, () => text)
    : `${readme.trimEnd()}\n\n## Catalogue under load (100,000 ads)\n\n${text}\n`;
  const options = await prettier.resolveConfig(readmePath);
  await writeFile(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
}

async function main() {
  const runs: EngineRun[] = [];
  for (const engine of ENGINES) runs.push(await runEngine(engine));
  const text = section(runs);
  console.log(text);
  if (ENGINES.length === 2 && ADS === 100_000) await writeReadme(text);
  else console.log('(bench/README.md left alone: it holds the figures of a full run)');
}

await main();
