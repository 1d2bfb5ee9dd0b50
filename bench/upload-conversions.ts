/**
 * Photo conversions under hostile uploads (issue 30 item 6). The server runs as `npm start` runs it
 * (the bundled server, in a process of its own, on the embedded database), and `/api/health` is asked
 * every 20 ms from a worker thread throughout (bench/lib/health-pinger.ts). Three phases, in one run:
 *
 * 1. idle: nothing but the pings;
 * 2. two uploaders: users A and B each send one request of 20 black-and-white PNGs of 6320 × 6320
 *    (5 KB each, 39.9 megapixels: just under the limit, so each is converted), at the same time;
 * 3. a flood: user C sends FLOOD_REQUESTS such requests at once (FLOOD_FILES files each) while user D
 *    uploads one ordinary photo (a 2400 × 1600 JPEG) three times in a row: how long D waits, and what
 *    C's requests are answered.
 *
 * For each phase: the health pings' p50/p99/max, the server's CPU seconds, the requests' answers and
 * times, and (where the server has them) the conversions running and waiting, sampled from /metrics.
 *
 * Run: npm run bench:uploads -- --label before|after (add --dry to print without touching the README).
 * Environment (optional): FLOOD_REQUESTS (default 8), FLOOD_FILES (default 10), IDLE_SECONDS (10),
 * BENCH_SERVER_ENTRY: another bundled server to measure (`node scripts/build-server.mjs` in a checkout
 * of another commit, with node_modules beside it), else this checkout's, bundled for the run.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import sharp from 'sharp';
import * as properties from '#contract/endpoints/properties.js';
import { remoteServer, type ApiCaller } from '../server/test/support/clients/api-caller.js';
import { bilevelPng } from '../server/test/support/fixtures/bilevel-png.js';
import { builtServer } from '../server/test/support/servers/built-server.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '../server/test/support/fixtures/catalogue-fixtures.js';
import { freePort } from '../server/test/support/servers/free-port.js';
import { parsePrometheus, valueOf } from '../server/test/support/readers/prometheus-text.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import {
  apiServerEnv,
  spawnServer,
  untilHealthy,
  type SpawnedServer,
} from '../server/test/support/servers/spawn-server.js';
import { pingHealth, type HealthPings } from './lib/health-pinger.js';

const { values } = parseArgs({
  options: { label: { type: 'string', default: 'after' }, dry: { type: 'boolean', default: false } },
});
const { label } = values;
const FLOOD_REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 8);
const FLOOD_FILES = Number(process.env.FLOOD_FILES ?? 10);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);
const FILES_PER_UPLOADER = 20;
const METRICS_TOKEN = 'upload-conversions-bench-metrics-token-0123456789';
const HEALTH_P99_TARGET_MS = 50;

interface Answered {
  status: number;
  seconds: number;
  retryAfter?: string;
}

interface QueueSamples {
  /** Whether the server reports its conversions at all (not before issue 30). */
  reported: boolean;
  maxRunning: number;
  maxWaiting: number;
  /** The longest the server's event loop was held up (prom-client's monitorEventLoopDelay, 10 ms resolution). */
  maxLoopDelayMs: number;
}

interface Phase {
  name: string;
  seconds: number;
  health: HealthPings;
  cpuSeconds: number;
  mainThreadCpuSeconds: number;
  queue: QueueSamples;
  uploads: { who: string; answers: Answered[] }[];
}

/**
 * The server's user and system CPU time so far, in seconds (Linux, 100 ticks a second): the whole
 * process's, and its main thread's (the event loop; conversions run on other threads).
 */
async function cpuSecondsOf(pid: number): Promise<{ all: number; mainThread: number }> {
  const read = async (file: string) => {
    const fields = (await readFile(file, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  return { all: await read(`/proc/${pid}/stat`), mainThread: await read(`/proc/${pid}/task/${pid}/stat`) };
}

function form(propertyId: number, files: { data: Buffer; name: string }[]): FormData {
  const body = new FormData();
  body.append('propertyId', String(propertyId));
  for (const file of files) body.append('files', new Blob([file.data]), file.name);
  return body;
}

async function upload(
  api: ApiCaller,
  user: SignedIn,
  propertyId: number,
  files: { data: Buffer; name: string }[],
): Promise<Answered> {
  const started = performance.now();
  const answer = await api.call('POST', properties.uploadMedia.path, form(propertyId, files), {
    token: user.token,
    language: 'en',
  });
  return {
    status: answer.status,
    seconds: (performance.now() - started) / 1000,
    retryAfter: answer.headers.get('retry-after') ?? undefined,
  };
}

/** Samples /metrics every 200 ms until stopped: the most conversions seen running and waiting. */
function sampleQueue(base: string) {
  const samples: QueueSamples = { reported: false, maxRunning: 0, maxWaiting: 0, maxLoopDelayMs: 0 };
  const state = { stopped: false };
  const loop = (async () => {
    while (!state.stopped) {
      const answer = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).catch(() => undefined);
      const text = answer?.ok ? await answer.text() : '';
      const metrics = parsePrometheus(text);
      samples.maxLoopDelayMs = Math.max(
        samples.maxLoopDelayMs,
        valueOf(metrics, 'nodejs_eventloop_lag_max_seconds') * 1000,
      );
      if (metrics.some((sample) => sample.name === 'manzil_image_conversions')) {
        samples.reported = true;
        samples.maxRunning = Math.max(
          samples.maxRunning,
          valueOf(metrics, 'manzil_image_conversions', { state: 'running' }),
        );
        samples.maxWaiting = Math.max(
          samples.maxWaiting,
          valueOf(metrics, 'manzil_image_conversions', { state: 'waiting' }),
        );
      }
      await sleep(200);
    }
  })();
  return async () => {
    state.stopped = true;
    await loop;
    return samples;
  };
}

async function measure(
  name: string,
  server: SpawnedServer,
  base: string,
  work: () => Promise<Phase['uploads']>,
): Promise<Phase> {
  const pid = server.child.pid ?? 0;
  // A scrape first: the event loop's delays are counted from one scrape to the next.
  await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const cpuBefore = await cpuSecondsOf(pid);
  const pings = pingHealth(base, 20);
  const stopSampling = sampleQueue(base);
  const started = performance.now();
  const uploads = await work();
  const seconds = (performance.now() - started) / 1000;
  const queue = await stopSampling();
  const healthPings = await pings.stop();
  const cpuAfter = await cpuSecondsOf(pid);
  return {
    name,
    seconds,
    health: healthPings,
    cpuSeconds: cpuAfter.all - cpuBefore.all,
    mainThreadCpuSeconds: cpuAfter.mainThread - cpuBefore.mainThread,
    queue,
    uploads,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const s = (value: number) => value.toFixed(1);

function describeAnswers(answers: Answered[]): string {
  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const statuses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const times = answers.map((answer) => answer.seconds).sort((a, b) => a - b);
  const retryAfter = [
    ...new Set(answers.flatMap((answer) => (answer.retryAfter ? [answer.retryAfter] : []))),
  ];
  const waits =
    times.length === 1 ? `${s(times[0] ?? 0)} s` : `${s(times[0] ?? 0)}–${s(times.at(-1) ?? 0)} s`;
  return `${statuses}; ${waits}${retryAfter.length > 0 ? `; Retry-After: ${retryAfter.join(', ')} s` : ''}`;
}

function report(phases: Phase[], startedAt: Date, cores: number): string {
  const lines = [
    `Last run (${label}): ${startedAt.toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores ` +
      `(load average ${loadavg()[0]?.toFixed(1) ?? '?'} at the end), the bundled server on the embedded database.`,
    '',
    '| phase | seconds | health p50 ms | health p99 ms | health max ms | pings | event loop delay, max ms | server CPU s: all / main thread | conversions running / waiting (most seen) |',
    '| ----- | ------- | ------------- | ------------- | ------------- | ----- | ------------------------ | ------------------------------- | ----------------------------------------- |',
    ...phases.map(
      (phase) =>
        `| ${phase.name} | ${s(phase.seconds)} | ${ms(phase.health.p50)} | ${ms(phase.health.p99)} | ${ms(phase.health.max)} | ${phase.health.count} | ${ms(phase.queue.maxLoopDelayMs)} | ${s(phase.cpuSeconds)} / ${s(phase.mainThreadCpuSeconds)} | ${phase.queue.reported ? `${phase.queue.maxRunning} / ${phase.queue.maxWaiting}` : 'not reported'} |`,
    ),
    '',
    '| phase | requests | answers; times |',
    '| ----- | -------- | -------------- |',
    ...phases.flatMap((phase) =>
      phase.uploads.map((item) => `| ${phase.name} | ${item.who} | ${describeAnswers(item.answers)} |`),
    ),
    '',
    `Health p99 under ${HEALTH_P99_TARGET_MS} ms with the two uploaders: **${
      (phases.find((phase) => phase.name === 'two uploaders')?.health.p99 ?? Infinity) < HEALTH_P99_TARGET_MS
        ? 'met'
        : 'missed'
    }**.`,
  ];
  return lines.join('\n');
}

async function main() {
  const startedAt = new Date();
  const workDir = await mkdtemp(path.join(tmpdir(), 'manzil-bench-uploads-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer(
    { ...apiServerEnv(workDir, port), METRICS_TOKEN },
    process.env.BENCH_SERVER_ENTRY ?? (await builtServer()),
  );
  try {
    await untilHealthy(server, base);
    const api = remoteServer(base, path.join(workDir, 'sms-outbox.jsonl'));
    const lookups: Lookups = await loadLookups(api);
    const [a, b, c, d] = [await signIn(api), await signIn(api), await signIn(api), await signIn(api)];
    const adOf = async (user: SignedIn) =>
      (await createAd(api, user.token, 'residence', residenceBody(lookups))).id;
    const bomb = bilevelPng(6320, 6320);
    const bombs = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ data: bomb, name: `${index}.png` }));
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();

    const phases: Phase[] = [];
    phases.push(
      await measure('idle', server, base, async () => {
        await sleep(IDLE_SECONDS * 1000);
        return [];
      }),
    );
    const [adA, adB] = [await adOf(a), await adOf(b)];
    phases.push(
      await measure('two uploaders', server, base, async () => {
        const [first, second] = await Promise.all([
          upload(api, a, adA, bombs(FILES_PER_UPLOADER)),
          upload(api, b, adB, bombs(FILES_PER_UPLOADER)),
        ]);
        return [
          { who: `A: 1 × ${FILES_PER_UPLOADER} PNGs`, answers: [first] },
          { who: `B: 1 × ${FILES_PER_UPLOADER} PNGs`, answers: [second] },
        ];
      }),
    );
    const floodAds = await Promise.all(Array.from({ length: FLOOD_REQUESTS }, () => adOf(c)));
    const adD = await adOf(d);
    phases.push(
      await measure('flood', server, base, async () => {
        const flood = Promise.all(floodAds.map((ad) => upload(api, c, ad, bombs(FLOOD_FILES))));
        await sleep(2000);
        const single: Answered[] = [];
        for (let round = 0; round < 3; round += 1) {
          single.push(await upload(api, d, adD, [{ data: photo, name: 'photo.jpg' }]));
        }
        return [
          { who: `C: ${FLOOD_REQUESTS} × ${FLOOD_FILES} PNGs at once`, answers: await flood },
          { who: 'D: 3 × 1 JPEG, one after another, 2 s into the flood', answers: single },
        ];
      }),
    );

    const section = report(phases, startedAt, availableParallelism());
    console.log(section);
    if (values.dry) return;
    const readmePath = path.join(import.meta.dirname, 'README.md');
    const readme = await readFile(readmePath, 'utf8');
    const start = `<!-- upload-conversions-${label}:start -->`;
    const end = `<!-- upload-conversions-${label}:end -->`;
    const block = `${start}\n\n${section}\n\n${end}`;
    const next = readme.includes(start)
      ? readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
      : `${readme.trimEnd()}\n\n${block}\n`;
    const options = await prettier.resolveConfig(readmePath);
    await writeFile(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited(15_000);
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
