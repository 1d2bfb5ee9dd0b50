/**
 * The figures of search-mix runs: kept in bench/search-mix-runs.json (one entry per label, engine and
 * size; a run replaces only its own) and rendered into bench/README.md between the search-mix markers.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import type { LatencySummary } from './latency.js';

export interface ShapeFigures extends LatencySummary {
  shape: string;
  non2xx: number;
  /** Requests without an answer when the run ended (counted with the time they had waited). */
  unanswered: number;
  /** Of those, the ones autocannon gave up on after its timeout. */
  timedOut: number;
}

export interface PlanFigures {
  shape: string;
  p99: number;
  path: string;
  /** `stopped`: ANALYZE was stopped after the limit, the plan is the planner's estimate. */
  statements: { name: string; milliseconds: number; stopped: boolean; keyLines: string[] }[];
}

export interface SearchMixRun {
  label: string;
  /** Which server code ran: BENCH_CODE, or the commit the working tree started from. */
  code: string;
  engine: string;
  version: string;
  ads: number;
  loadSeconds: number;
  date: string;
  node: string;
  cores: number;
  /** 1-minute load average before and after the measured rows. */
  loadAverage: [number, number];
  seconds: number;
  connections: number;
  seed: number;
  /** `rps`: the mean of the runs before and after the mix; p50 and p99 of the one before. */
  health: { rps: number; before: number; after: number; p50: number; p99: number };
  mix: {
    rps: number;
    p50: number;
    p99: number;
    requests: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Requests sent that had no answer when the run ended. */
    unanswered: number;
    shapes: number;
  };
  slowestShapes: ShapeFigures[];
  plans: PlanFigures[];
  /** `stopped`: requests given up after the limit (counted with the limit). */
  shortWords: (LatencySummary & { query: string; stopped: number; worstHealth: number })[];
  blocking: {
    shape: string;
    requests: LatencySummary & { stopped: number };
    health: LatencySummary & { slow: number };
  };
  /** Milliseconds a request of the sequential rows was allowed. */
  requestLimitMs: number;
  explainLimitMs: number;
}

const benchDir = path.resolve(import.meta.dirname, '..');
const runsPath = path.join(benchDir, 'search-mix-runs.json');
const readmePath = path.join(benchDir, 'README.md');
const LABEL_ORDER = ['before', 'after'];

const key = (run: SearchMixRun) => `${run.label}|${run.engine}|${run.ads}`;
const order = (run: SearchMixRun) => [
  LABEL_ORDER.includes(run.label) ? LABEL_ORDER.indexOf(run.label) : LABEL_ORDER.length,
  run.label,
  run.engine === 'postgres' ? 0 : 1,
  run.ads,
];

function compareRuns(a: SearchMixRun, b: SearchMixRun): number {
  const [x, y] = [order(a), order(b)];
  for (let index = 0; index < x.length; index += 1) {
    const [p, q] = [x[index], y[index]];
    if (p === q) continue;
    return typeof p === 'number' && typeof q === 'number' ? p - q : String(p).localeCompare(String(q));
  }
  return 0;
}

export async function readRuns(): Promise<SearchMixRun[]> {
  const text = await readFile(runsPath, 'utf8').catch(() => '[]');
  return JSON.parse(text) as SearchMixRun[];
}

const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
const count = (value: number) => value.toLocaleString('en-US');
const percent = (share: number) => `${(100 * share).toFixed(share < 0.1 ? 1 : 0)} %`;
const who = (run: SearchMixRun) => `${run.label} | ${run.engine} ${run.version} | ${count(run.ads)}`;

const limits = (run: SearchMixRun) =>
  `${run.requestLimitMs / 1000} s per request, ${run.explainLimitMs / 1000} s per EXPLAIN ANALYZE`;

function summaryRows(runs: SearchMixRun[]): string[] {
  return [
    '| label | code | engine | ads (load time) | date, load average | health req/s (before, after the mix) | mix req/s | % of health | p50 | p99 | answered | non-2xx | errors (timeouts) | unanswered |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.label} | ${run.code} | ${run.engine} ${run.version} | ${count(run.ads)} (${count(run.loadSeconds)} s) | ` +
        `${run.date}, ${run.loadAverage.map((value) => value.toFixed(1)).join(' → ')} | ` +
        `${count(Math.round(run.health.rps))} (${count(Math.round(run.health.before))}, ${count(Math.round(run.health.after))}) | ` +
        `${run.mix.rps.toFixed(1)} | ${percent(run.mix.rps / run.health.rps)} | ${ms(run.mix.p50)} | ${ms(run.mix.p99)} | ` +
        `${count(run.mix.requests)} | ${run.mix.non2xx} | ${run.mix.errors} (${run.mix.timeouts}) | ${run.mix.unanswered} |`,
    ),
  ];
}

function shapeRows(runs: SearchMixRun[]): string[] {
  return [
    '| label | engine | ads | shape | requests | unanswered (timed out) | p50 | p99 | max |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.flatMap((run) =>
      run.slowestShapes.map(
        (shape) =>
          `| ${who(run)} | ${shape.shape} | ${shape.count} | ${shape.unanswered} (${shape.timedOut}) | ${ms(shape.p50)} | ${ms(shape.p99)} | ${ms(shape.max)} |`,
      ),
    ),
  ];
}

function sequentialRows(runs: SearchMixRun[]): string[] {
  return [
    'Words of one or two letters, one request at a time (PageNumber 0-5 in turn), with the slowest ' +
      '`/api/health` answer while they ran (pinged every 20 ms from another thread); "stopped": given up ' +
      'after the per-request limit and counted with it:',
    '',
    '| label | engine | ads | query | requests | stopped | p50 | p99 | max | worst health |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.flatMap((run) =>
      run.shortWords.map(
        (row) =>
          `| ${who(run)} | \`Query=${row.query}\` | ${row.count} | ${row.stopped} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${ms(row.worstHealth)} |`,
      ),
    ),
    '',
    'Does a search hold up other requests? New requests of the slowest shape one at a time, and ' +
      '`/api/health` every 20 ms meanwhile:',
    '',
    '| label | engine | ads | shape | requests | stopped | p50 | max | health pings | health p50 | health p99 | worst health | pings over 100 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${who(run)} | ${run.blocking.shape} | ${run.blocking.requests.count} | ${run.blocking.requests.stopped} | ` +
        `${ms(run.blocking.requests.p50)} | ${ms(run.blocking.requests.max)} | ${run.blocking.health.count} | ` +
        `${ms(run.blocking.health.p50)} | ${ms(run.blocking.health.p99)} | ${ms(run.blocking.health.max)} | ${run.blocking.health.slow} |`,
    ),
  ];
}

function planLines(run: SearchMixRun): string[] {
  const lines = [`**${run.label}, ${run.engine} ${run.version}, ${count(run.ads)} ads**`];
  for (const plan of run.plans) {
    const times = plan.statements.map((statement) =>
      statement.stopped
        ? `${statement.name} stopped after ${run.explainLimitMs / 1000} s`
        : `${statement.name} ${ms(statement.milliseconds)} ms`,
    );
    lines.push(
      '',
      `- ${plan.shape} (p99 ${ms(plan.p99)} ms): ${times.join(', ')}`,
      '',
      `  \`${plan.path}\``,
      '',
      '  ```text',
      ...plan.statements.flatMap((statement) => [
        `  -- ${statement.name}${statement.stopped ? ' (EXPLAIN without ANALYZE: estimates)' : ''}`,
        ...statement.keyLines.map((line) => `  ${line}`),
      ]),
      '  ```',
    );
  }
  return lines;
}

function section(runs: SearchMixRun[]): string {
  return [
    '<!-- search-mix:start -->',
    '',
    'Written by `npm run bench:search`; one row per label, engine and size (a run replaces only its own). ' +
      'The real server (`buildApp` on a port of 127.0.0.1, `LOG_LEVEL=silent`, rate limit lifted, ' +
      '`LIST_CACHE_SECONDS=0`: no answer cache) on a kept database loaded by `bench/load-scale.ts`; autocannon ' +
      `in a worker thread, ${runs[0]?.connections ?? 16} connections, ${runs[0]?.seconds ?? 20} s per row after a 3 s warm-up; ` +
      '`/api/health` before and after the mix, and the mix compared with their mean; ' +
      'every request of the mix is a URL not sent before. Milliseconds. A request still unanswered when a row ' +
      "ended (autocannon gives up after the row's seconds) counts in p50/p99 with the time it had waited. p99 of " +
      'fewer than 100 requests is their slowest or close to it. Limits: ' +
      `${runs[0] ? limits(runs[0]) : ''}. Full plans: \`bench/results/search-mix-*.md\` (not committed).`,
    '',
    ...summaryRows(runs),
    '',
    'Slowest query shapes of the mix (the parameters present; `Category` also stands for the ' +
      'per-category routes, `Price` for MinPrice and/or MaxPrice, `Map` for the four map-box bounds; shapes ' +
      'seen at least 3 times or with a request that timed out):',
    '',
    ...shapeRows(runs),
    '',
    ...sequentialRows(runs),
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the statements the server sent for the slowest request of each of the ' +
      'three slowest shapes (recorded from its connection, replayed on the idle server); key lines, costs left out:',
    ...runs.flatMap((run) => ['', ...planLines(run)]),
    '',
    '<!-- search-mix:end -->',
  ].join('\n');
}

/** Puts `run` in place of the run of the same label, engine and size, and rewrites the README section. */
export async function recordRun(run: SearchMixRun): Promise<void> {
  const runs = [...(await readRuns()).filter((other) => key(other) !== key(run)), run].sort(compareRuns);
  const jsonOptions = await prettier.resolveConfig(runsPath);
  await writeFile(
    runsPath,
    await prettier.format(JSON.stringify(runs), { ...jsonOptions, filepath: runsPath }),
  );
  const readme = await readFile(readmePath, 'utf8');
  const markers = /<!-- search-mix:start -->[\s\S]*<!-- search-mix:end -->/;
  const text = section(runs);
  const next = markers.test(readme)
    ? readme.replace(markers, () => text)
    : `${readme.trimEnd()}\n\n## Search at scale\n\n${text}\n`;
  const options = await prettier.resolveConfig(readmePath);
  await writeFile(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
}
