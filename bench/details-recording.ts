/**
 * Issue 35 item 4: what counting an ad's view adds to its details request (ADR 0040, "Events").
 * On the 100,000-ad bench database, one visitor at a time, a details request by a new browser (a view
 * the recorder takes: the robot check, the visitor's keyed hash, a place in the next batch) alternates
 * with one by a crawler (left out by the robot check: nothing recorded), each for an ad drawn afresh,
 * so neither is answered from a warmer cache than the other. The batches are written every
 * AD_ACTIVITY_FLUSH_SECONDS during the run, as in production, so their cost falls on the requests
 * around them. Then the views the run wrote are counted.
 *
 *   npx tsx bench/details-recording.ts --ads 100000
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/raw-rows.js';
import { seededRandom } from '#server/db/seed/random.js';
import { benchArguments } from './lib/bench-arguments.js';
import { startBenchServer } from './lib/bench-server.js';
import { summarize, type LatencySummary } from './lib/latency.js';
import { openScaleDatabase } from './lib/scale-database.js';

const options = benchArguments();
const PAIRS = 3_000;
const WARM_UP = 300;
const random = seededRandom(35);
const CHROME_VERSIONS = ['128.0.6613.137', '130.0.6723.91', '131.0.6778.86', '132.0.6834.110'];
const ROBOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
];

/** A phone's or a desktop's Chrome, its build varied so that each request is a visitor of its own. */
const browser = (n: number) =>
  n % 3 === 0
    ? `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${random.pick(CHROME_VERSIONS)}.${n} Safari/537.36`
    : `Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${random.pick(CHROME_VERSIONS)}.${n} Mobile Safari/537.36`;

async function details(base: string, id: number, userAgent: string): Promise<number> {
  const sent = performance.now();
  const answer = await fetch(`${base}/api/website/property/GetById/${id}`, {
    headers: { 'user-agent': userAgent },
  });
  await answer.text();
  if (!answer.ok) throw new Error(`GetById/${id} answered ${answer.status}`);
  return performance.now() - sent;
}

const format = (figures: LatencySummary) =>
  `p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, max ${figures.max.toFixed(1)} ms`;

const scale = await openScaleDatabase(options.engine, options.ads, { load: false });
const { db } = scale.database;
const ids = (
  await rowsOf<{ id: number }>(
    db,
    sql`select id from properties where status = 'published' order by random() limit ${(PAIRS + WARM_UP) * 2}`,
  )
).map((row) => row.id);
const [{ before } = { before: 0 }] = await rowsOf<{ before: number }>(
  db,
  sql`select count(*)::int as before from ad_activity`,
);
const server = await startBenchServer(scale.database, {
  dataDir: await mkdtemp(path.join(tmpdir(), 'manzil-bench-recording-')),
});
try {
  const counted: number[] = [];
  const robot: number[] = [];
  for (let pair = 0; pair < PAIRS + WARM_UP; pair += 1) {
    const [first, second] = [ids[pair * 2] ?? 0, ids[pair * 2 + 1] ?? 0];
    // Which goes first alternates, so neither always follows the other.
    const asBrowser = () => details(server.base, first, browser(pair));
    const asRobot = () => details(server.base, second, random.pick(ROBOTS));
    let browserMs: number;
    let robotMs: number;
    if (pair % 2 === 0) {
      browserMs = await asBrowser();
      robotMs = await asRobot();
    } else {
      robotMs = await asRobot();
      browserMs = await asBrowser();
    }
    if (pair < WARM_UP) continue;
    counted.push(browserMs);
    robot.push(robotMs);
  }
  const browserFigures = summarize(counted);
  const robotFigures = summarize(robot);
  console.log(`details, counted as a view (new browser): ${format(browserFigures)} (${counted.length})`);
  console.log(`details, a crawler (nothing counted):      ${format(robotFigures)} (${robot.length})`);
  console.log(
    `added by counting: p50 ${(browserFigures.p50 - robotFigures.p50).toFixed(2)} ms, ` +
      `p99 ${(browserFigures.p99 - robotFigures.p99).toFixed(2)} ms`,
  );
} finally {
  await server.close();
}
const [{ after } = { after: 0 }] = await rowsOf<{ after: number }>(
  db,
  sql`select count(*)::int as after from ad_activity`,
);
console.log(`views the run wrote: ${after - before} (expected ${PAIRS + WARM_UP})`);
await scale.close();
