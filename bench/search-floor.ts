/**
 * What a search answer costs at least, on the same server and machine as the search mix: /api/health
 * (one `select 1`), a bench-only route that reads 12 given cards with the lists' own prepared statement
 * and answers them (no search, no count: the least any search answer does), the newest 12 through the
 * public list (one walk and the cards), the search mix and the map mix, each under autocannon at 16
 * connections, with the answer cache off, and each as a share of health and of the cheapest search.
 * The CPU time of the server process (with the load generator's thread) and of PostgreSQL's processes
 * is read for each row. Then both mixes one visitor at a time, new URLs again, and which shapes took
 * most of that time.
 *
 *   npx tsx bench/search-floor.ts --ads 100000
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/raw-rows.js';
import { publishedCards, toListItem } from '../server/modules/ads/index.js';
import { lookupIds } from './lib/bench-ad.js';
import { benchArguments } from './lib/bench-arguments.js';
import { startBenchServer } from './lib/bench-server.js';
import { runLoad, settle } from './lib/load-worker.js';
import { CONNECTIONS, WARM_UP_SECONDS } from './lib/mix-run.js';
import { mixFigures } from './lib/mix-shapes.js';
import { openScaleDatabase, sizeName } from './lib/scale-database.js';
import { mapMix } from './lib/map-mix-urls.js';
import { searchMix, type SearchRequest } from './lib/search-mix-urls.js';
import { summarize } from './lib/latency.js';

const options = benchArguments();
const CLOCK_TICKS = 100;
const CARDS = 12;
const LIST = '/api/website/property/GetAllMainProperty';
const ONE_VISITOR_REQUESTS = 1_500;
/** Shapes listed in the cost table: the costliest this many. */
const COSTLIEST_SHAPES = 15;

/**
 * CPU seconds used so far by every PostgreSQL process of this machine, with those of the processes
 * that have ended (a connection's backend is counted in its parent's children's time once it ends).
 */
function postgresSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / CLOCK_TICKS;
}

interface Timed {
  shape: string;
  ms: number;
  ok: boolean;
}

async function timedOneByOne(base: string, requests: SearchRequest[]): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const request of requests) {
    const sent = performance.now();
    const answer = await fetch(`${base}${request.path}`);
    await answer.text();
    timed.push({ shape: request.shape, ms: performance.now() - sent, ok: answer.ok });
  }
  return timed;
}

/** The shapes that took the most of a one-by-one run's time: a visitor's wait is each shape's cost. */
function printShapeCosts(name: string, timed: Timed[]) {
  const total = timed.reduce((sum, { ms }) => sum + ms, 0);
  const byShape = new Map<string, Timed[]>();
  for (const item of timed) byShape.set(item.shape, [...(byShape.get(item.shape) ?? []), item]);
  const shapes = [...byShape].map(([shape, items]) => {
    const spent = items.reduce((sum, { ms }) => sum + ms, 0);
    return {
      ...summarize(items.map(({ ms }) => ms)),
      shape,
      mean: spent / items.length,
      share: spent / total,
    };
  });
  shapes.sort((a, b) => b.share - a.share);
  console.log(`\n${name}, one visitor: where the time went (mean ${(total / timed.length).toFixed(2)} ms)\n`);
  console.log('| shape | requests | mean ms | p99 ms | share of the time |');
  console.log('| --- | --: | --: | --: | --: |');
  for (const shape of shapes.slice(0, COSTLIEST_SHAPES)) {
    console.log(
      `| ${shape.shape} | ${shape.count} | ${shape.mean.toFixed(2)} | ${shape.p99.toFixed(1)} | ${(100 * shape.share).toFixed(1)} % |`,
    );
  }
}

async function main() {
  const scale = await openScaleDatabase(options.engine, options.ads, { load: false });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-search-floor-'));
  const [highest] = await rowsOf<{ max: number }>(
    scale.database.db,
    sql`select max(id)::int as max from properties`,
  );
  const maxId = highest?.max;
  let next = 0;
  const server = await startBenchServer(scale.database, {
    dataDir,
    listCacheSeconds: 0,
    // Twelve ads in a row, a different twelve each time, read and answered as a list answers them.
    benchRoutes: (app) =>
      app.get('/bench/cards', async () => {
        next = (next + CARDS) % Math.max(CARDS, (maxId ?? CARDS) - CARDS);
        const ids = Array.from({ length: CARDS }, (_, index) => 1 + next + index);
        const rows = await publishedCards(app.deps, ids, undefined);
        return { data: rows.map((row) => toListItem(row, 'ar', app.deps.storage)), totalDataCount: 1000 };
      }),
  });
  const { base } = server;
  const ids = await lookupIds(scale.database.db);
  const mix = searchMix(ids, options.seed);
  const warmUp = searchMix(ids, options.seed + 1, mix.seen);
  const maps = mapMix(ids, options.seed);
  const mapWarmUp = mapMix(ids, options.seed + 1, maps.seen);
  const draw = (from: { draw: () => SearchRequest | null | undefined }, count: number) =>
    Array.from({ length: count }, () => from.draw()).filter(
      (request): request is SearchRequest => request !== undefined && request !== null,
    );
  const paths = (requests: SearchRequest[]) => requests.map((request) => request.path);

  const rows: { name: string; paths: string[]; warm: string[] }[] = [
    { name: 'health', paths: ['/api/health'], warm: ['/api/health'] },
    { name: `${CARDS} cards by id (one statement)`, paths: ['/bench/cards'], warm: ['/bench/cards'] },
    { name: 'newest 12 (public list)', paths: [`${LIST}?PageSize=12`], warm: [`${LIST}?PageSize=12`] },
    { name: 'search mix', paths: paths(draw(mix, 200_000)), warm: paths(draw(warmUp, 10_000)) },
    { name: 'map mix', paths: paths(draw(maps, 200_000)), warm: paths(draw(mapWarmUp, 10_000)) },
    { name: 'health again', paths: ['/api/health'], warm: ['/api/health'] },
  ];
  const results = [];
  for (const row of rows) {
    const load = { base, connections: CONNECTIONS, timeout: options.seconds };
    await runLoad({ ...load, paths: row.warm, seconds: WARM_UP_SECONDS });
    await settle(base);
    const postgresBefore = postgresSeconds();
    const nodeBefore = process.cpuUsage();
    const run = await runLoad({ ...load, paths: row.paths, seconds: options.seconds });
    const node = process.cpuUsage(nodeBefore);
    const postgres = postgresSeconds() - postgresBefore;
    const figures = mixFigures(run);
    const answered = figures.rps * options.seconds;
    results.push({
      name: row.name,
      ...figures,
      nodeMs: (node.user + node.system) / 1000 / answered,
      postgresMs: (1000 * postgres) / answered,
    });
    await settle(base);
  }
  const health = ((results[0]?.rps ?? 0) + (results.at(-1)?.rps ?? 0)) / 2;
  const cheapest = results[2]?.rps ?? 0;
  console.log(
    `\n${sizeName(options.ads)} ads on ${scale.engine} ${scale.version}, ${CONNECTIONS} connections, ` +
      `${options.seconds} s per row, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| request | requests/s | % of health | % of the cheapest search | p50 ms | p99 ms | CPU ms per answer: server | PostgreSQL |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
  for (const row of results) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${((100 * row.rps) / health).toFixed(1)} % | ` +
        `${((100 * row.rps) / cheapest).toFixed(1)} % | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ` +
        `${row.nodeMs.toFixed(2)} | ${row.postgresMs.toFixed(2)} |`,
    );
  }

  // One visitor at a time: each request's own time, new URLs again, and where the time goes by shape.
  const alone = [
    { name: 'search mix', requests: draw(mix, ONE_VISITOR_REQUESTS) },
    { name: 'map mix', requests: draw(maps, ONE_VISITOR_REQUESTS) },
  ];
  console.log(`\nOne visitor at a time, ${ONE_VISITOR_REQUESTS} new URLs each:\n`);
  console.log('| requests | p50 ms | p99 ms | max ms | non-2xx |');
  console.log('| --- | --: | --: | --: | --: |');
  const costs = [];
  for (const { name, requests } of alone) {
    const timed = await timedOneByOne(base, requests);
    const figures = summarize(timed.map(({ ms }) => ms));
    const failed = timed.filter(({ ok }) => !ok).length;
    console.log(
      `| ${name} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.max.toFixed(1)} | ${failed} |`,
    );
    costs.push({ name, timed });
  }
  for (const { name, timed } of costs) printShapeCosts(name, timed);
  await server.close();
  await scale.close();
}

await main();
process.exit(0);
