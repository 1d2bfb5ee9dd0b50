/**
 * What the mixes of distinct requests (search-mix.ts, map-mix.ts) share: the code measured, /api/health
 * measured the same way, and a server brought back to idle between rows.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { runLoad, settle } from './load-worker.js';
import { mixFigures, rankedShapes, shapeFigures } from './mix-shapes.js';
import type { ScaleDatabase } from './scale-database.js';
import type { SearchRequest } from './search-mix-urls.js';

/** autocannon's connections: 16, or BENCH_CONNECTIONS (1 measures what one visitor alone waits). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
export const WARM_UP_SECONDS = 3;

/** BENCH_CODE names the server code measured (e.g. a commit exported on its own); else HEAD + working tree. */
export function codeMeasured(): string {
  if (process.env.BENCH_CODE) return process.env.BENCH_CODE;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    return `${head.trim()} + working tree`;
  } catch {
    return 'unknown';
  }
}

/**
 * Lets the server finish what a row left it: until /api/health answers quickly and no statement runs
 * in the database, at most 30 s; then stops the statements still running (PostgreSQL; PGlite cannot)
 * and waits again, at most 5 minutes in all, so the next row starts on an idle server.
 */
export async function quiesce(base: string, scale: ScaleDatabase): Promise<void> {
  const started = Date.now();
  const idleWithin = async (limitMs: number) => {
    while (Date.now() - started < limitMs) {
      const settled = await settle(base, limitMs - (Date.now() - started));
      if (settled && (await scale.running()) === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  };
  if (await idleWithin(30_000)) return;
  const cancelled = await scale.cancelRunning();
  const idle = await idleWithin(300_000);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `  (busy after the row: ${cancelled} statements stopped; ${idle ? 'idle' : 'still busy'} after ${seconds} s)`,
  );
}

/** /api/health under the mixes' load: a warm-up, then `seconds` measured. */
export async function measureHealth(base: string, seconds: number) {
  await runLoad({
    base,
    paths: ['/api/health'],
    connections: CONNECTIONS,
    seconds: WARM_UP_SECONDS,
    timeout: seconds,
  });
  await settle(base);
  const run = await runLoad({
    base,
    paths: ['/api/health'],
    connections: CONNECTIONS,
    seconds,
    timeout: seconds,
  });
  return mixFigures(run);
}

/** A mix of distinct requests: `draw()` gives one not drawn before, or null. */
export interface RequestMix {
  draw(): SearchRequest | null;
}

const drawMany = (mix: RequestMix, count: number) =>
  Array.from({ length: count }, () => mix.draw()).filter(
    (request): request is SearchRequest => request !== null,
  );

/**
 * A warm-up row, then the measured row of `seconds`, each request a URL not sent before: more URLs
 * than the server could answer at health's pace, so none is sent twice; the measured ones drawn
 * first, so they are the same in every run with the same seed.
 */
export async function measureMix(
  base: string,
  scale: ScaleDatabase,
  mixes: { measured: RequestMix; warmUp: RequestMix },
  healthRps: number,
  seconds: number,
) {
  const perSecond = Math.ceil(healthRps * 1.2) + 100;
  const requests = drawMany(mixes.measured, Math.min(200_000, perSecond * seconds));
  const warmUp = drawMany(mixes.warmUp, perSecond * WARM_UP_SECONDS);
  const paths = (list: SearchRequest[]) => list.map((request) => request.path);
  const load = { base, connections: CONNECTIONS, timeout: seconds };
  await runLoad({ ...load, paths: paths(warmUp), seconds: WARM_UP_SECONDS });
  await quiesce(base, scale);
  const run = await runLoad({ ...load, paths: paths(requests), seconds });
  await quiesce(base, scale);
  if (run.sent > requests.length) console.log(`  (the URL list ran out: ${run.sent} requests sent)`);
  return { requests, run };
}

/**
 * `/api/health`, then the mix, then `/api/health` again: the machine is shared, so the mix is compared
 * with health on both sides of it. Prints each row as it ends, the shapes slowest first.
 */
export async function mixBetweenHealth(
  run: { title: string; name: string; base: string; scale: ScaleDatabase; seconds: number },
  mixes: { measured: RequestMix; warmUp: RequestMix },
  shownShapes: number,
) {
  const { title, name, base, scale, seconds } = run;
  const loadBefore = loadavg()[0] ?? 0;
  console.log(`${title}: /api/health, ${seconds} s`);
  const healthBefore = await measureHealth(base, seconds);
  console.log(`  ${healthBefore.rps.toFixed(0)} requests/s, p50 ${healthBefore.p50.toFixed(1)} ms`);

  console.log(`${title}: ${name}, ${seconds} s`);
  const measured = await measureMix(base, scale, mixes, healthBefore.rps, seconds);
  const loadAfter = loadavg()[0] ?? 0;
  const figures = mixFigures(measured.run);

  console.log(`${title}: /api/health again, ${seconds} s`);
  const healthAfter = await measureHealth(base, seconds);
  const healthRps = (healthBefore.rps + healthAfter.rps) / 2;
  const { errors, timeouts, unanswered } = measured.run;
  console.log(
    `  ${healthAfter.rps.toFixed(0)} requests/s; ${name} ${figures.rps.toFixed(1)} requests/s ` +
      `(${((100 * figures.rps) / healthRps).toFixed(1)} % of health), p50 ${figures.p50.toFixed(0)}, ` +
      `p99 ${figures.p99.toFixed(0)} ms, ${figures.non2xx} non-2xx, ${errors} errors (${timeouts} timeouts), ` +
      `${unanswered.length} unanswered`,
  );
  const shapes = shapeFigures(measured.requests, measured.run);
  const ranked = rankedShapes(shapes);
  for (const shape of ranked.slice(0, shownShapes)) {
    console.log(
      `  ${shape.shape}: n ${shape.count}, p50 ${shape.p50.toFixed(0)}, p99 ${shape.p99.toFixed(0)} ms`,
    );
  }
  const health = { rps: healthRps, before: healthBefore, after: healthAfter };
  const loadAverage: [number, number] = [loadBefore, loadAfter];
  return { ...measured, figures, shapes, ranked, health, loadAverage };
}
