/**
 * The whole site under a steady mixed load (issue 8 item 6): the real server in a process of its own
 * on a fresh PostgreSQL database with the demo catalogue, and autocannon sending a fixed rate of
 * requests in the proportions of a visit: browse and search lists, ad details, lookups, server-rendered
 * pages (home, a listing, a details page), signing in by SMS code, a favourite and a message.
 * Records p50/p95/p99 and non-2xx answers per route, and the server's RSS and V8 heap every 10 s
 * (bench/lib/memory-probe.ts, loaded with --import) to show memory stays flat.
 *
 * Run: npm run bench:mixed (add `-- --dry` to print without touching the README). Needs PostgreSQL
 * and a web build with its server build next to it (`npm run build`, or WEB_DIST_DIR).
 * Environment (all optional):
 *   LOAD_SECONDS      measured seconds (default 300; the README is written only for a full run)
 *   LOAD_RATE         requests per second, fixed (default 100)
 *   LOAD_CONNECTIONS  autocannon connections (default 40: enough that a slow answer does not hold the rate back)
 *   BENCH_ADMIN_URL   an admin connection (default postgres://root@127.0.0.1:5432/test); the bench
 *                     creates a database of its own next to it and drops it afterwards
 *   WEB_DIST_DIR      the web build to serve (default web/dist; its server build is WEB_DIST_DIR-ssr)
 *
 * The server's own limits are raised for the run through their documented variables, because every
 * request comes from one address and each loop signs a new phone in: RATE_LIMIT_PER_MINUTE, the
 * SMS budgets and the proof-of-work triggers (docs/decisions/0026). The SMS go to a local stand-in for Twilio
 * (server/test/support/fakes/fake-sms-provider.ts), which is where the bench reads the codes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import pg from 'pg';
import * as prettier from 'prettier';
import { startFakeProvider } from '../server/test/support/fakes/fake-sms-provider.js';
import { freePort } from '../server/test/support/servers/free-port.js';
import { generateVapidKeys } from '../server/modules/push/index.js';
import { formatRun, type MemorySample, type RouteFigures } from './lib/mixed-load-report.js';
import { TERMS_VERSION } from '#contract/legal.js';

/** The part of autocannon this bench uses (the package ships no types). */
interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest, context: Context) => CannonRequest;
  onResponse?: (status: number, body: string, context: Context) => void;
}
interface CannonResult {
  requests: { total: number };
  errors: number;
  timeouts: number;
  duration: number;
}
interface CannonClient {
  requestIterator: { context: Context };
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: CannonResult) => void,
) => {
  on(
    event: 'response',
    listener: (client: CannonClient, status: number, bytes: number, responseTime: number) => void,
  ): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const RATE = Number(process.env.LOAD_RATE ?? 100);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 40);
const WARM_UP_SECONDS = 15;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'web/dist');
const dryRun = process.argv.includes('--dry');
const FULL_RUN_SECONDS = 300;

const databaseName = `manzil_bench_mixed_${process.pid}`;
const API = '/api/website';
const PROPERTY = `${API}/property`;
/** What marks a page the server rendered: its state script (an unrendered shell has an empty root). */
const EMPTY_ROOT = '<div id="root"></div>';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(env: Record<string, string>): ChildProcess {
  const probe = path.join(root, 'bench/lib/memory-probe.ts');
  return spawn(process.execPath, ['--import', 'tsx', '--import', probe, 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error('the server did not answer /api/health within 5 minutes');
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url, { headers: { 'accept-language': 'ar' } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

// ---- the mix ---------------------------------------------------------------------------------------

interface Catalogue {
  adIds: number[];
  regionIds: number[];
}

async function readCatalogue(base: string): Promise<Catalogue> {
  const adIds: number[] = [];
  for (let page = 0; page < 10; page += 1) {
    const list = await getJson<{ data: { id: number }[] }>(
      `${base}${PROPERTY}/GetAllMainProperty?PageSize=50&PageNumber=${page}`,
    );
    adIds.push(...list.data.map((ad) => ad.id));
    if (list.data.length < 50) break;
  }
  const regions = await getJson<{ data: { id: number; parentId: number | null }[] }>(
    `${base}${API}/region/getall?PageSize=100`,
  );
  const regionIds = regions.data.filter((region) => region.parentId === null).map((region) => region.id);
  if (adIds.length < 10 || regionIds.length === 0) throw new Error('the demo catalogue is not there');
  return { adIds, regionIds };
}

interface Context {
  route?: string;
  e164?: string;
  verificationId?: string;
  token?: string;
}

type Request = CannonRequest;

interface Recorder {
  latencies: Map<string, number[]>;
  refused: Map<string, Map<number, number>>;
  notRendered: Map<string, number>;
}

/**
 * One visit, repeated by each connection: 14 requests, about a fifth of them pages rendered on the
 * server, one sign-in (two requests) and two writes of the newly signed-in visitor.
 */
/** New phone numbers for the whole bench (warm-up and measured run), so no number waits for a resend. */
let phoneCounter = Math.floor(Math.random() * 1_000_000);

function visit(catalogue: Catalogue, codes: Map<string, string>, recorder: Recorder): Request[] {
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const note = (route: string, status: number, body: string, context: Context, page = false) => {
    context.route = route;
    if (status < 200 || status > 299) {
      const byStatus = recorder.refused.get(route) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      recorder.refused.set(route, byStatus);
    } else if (page && body.includes(EMPTY_ROOT)) {
      recorder.notRendered.set(route, (recorder.notRendered.get(route) ?? 0) + 1);
    }
  };
  const get = (route: string, pathOf: () => string, page = false): Request => ({
    method: 'GET',
    headers: page ? { accept: 'text/html', 'accept-language': 'ar' } : { 'accept-language': 'ar' },
    setupRequest: (request) => ({ ...request, path: pathOf() }),
    onResponse: (status, body, context) => note(route, status, body, context, page),
  });
  const signedIn = (route: string, pathOf: string, bodyOf: () => unknown): Request => ({
    method: 'POST',
    setupRequest: (request, context) => ({
      ...request,
      path: pathOf,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ar',
        authorization: `Bearer ${context.token ?? 'none'}`,
      },
      body: JSON.stringify(bodyOf()),
    }),
    onResponse: (status, body, context) => note(route, status, body, context),
  });
  const list = () => `${PROPERTY}/GetAllMainProperty?PageSize=12&PageNumber=${Math.floor(Math.random() * 5)}`;
  const filtered = () =>
    `${PROPERTY}/getallresidence?MinPrice=${pick([300_000, 500_000, 800_000])}&MaxPrice=3000000&RegionId=${pick(catalogue.regionIds)}&SortBy=${pick(['newest', 'priceAsc', 'priceDesc'])}&PageSize=12`;
  const search = () =>
    `${PROPERTY}/GetAllMainProperty?Query=${encodeURIComponent(pick(['فيلا', 'شقة', 'مستودع', 'أرض']))}&Category=${pick([1, 2])}&PageSize=12`;
  return [
    get('list: browse', list),
    get('page: /', () => '/', true),
    get('lookups', () => `${API}/${pick(['region', 'propertytype', 'transactiontype'])}/getall?PageSize=100`),
    get('list: filters', filtered),
    get('list: search', search),
    get('details (JSON)', () => `${PROPERTY}/GetById/${pick(catalogue.adIds)}`),
    get('page: listing', () => pick(['/recidence', '/industry']), true),
    get('page: details', () => `/Property/${pick(catalogue.adIds)}`, true),
    {
      method: 'POST',
      setupRequest: (request, context) => {
        phoneCounter += 1;
        const national = `55${String(phoneCounter % 10_000_000).padStart(7, '0')}`;
        context.e164 = `+966${national}`;
        return {
          ...request,
          path: `${API}/account/register`,
          headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
          body: JSON.stringify({ phoneNumber: national, dialCode: '+966' }),
        };
      },
      onResponse: (status, body, context) => {
        note('sign-in: request code', status, body, context);
        if (status === 200) context.verificationId = (JSON.parse(body) as { guid: string }).guid;
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const { e164 = '', verificationId } = context;
        return {
          ...request,
          path: `${API}/account/verifycode`,
          headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
          body: JSON.stringify({
            code: codes.get(e164) ?? '00000',
            id: verificationId ?? 'none',
            acceptedTermsVersion: TERMS_VERSION,
          }),
        };
      },
      onResponse: (status, body, context) => {
        note('sign-in: verify code', status, body, context);
        if (status === 200) context.token = (JSON.parse(body) as { token: string }).token;
      },
    },
    signedIn('favourite', `${PROPERTY}/set-favorite`, () => ({ propertyId: pick(catalogue.adIds) })),
    get('list: browse', list),
    signedIn('message', `${API}/messages/sendPropertyMessage`, () => ({
      propertyId: pick(catalogue.adIds),
      message: 'السلام عليكم، هل العقار ما زال متاحًا؟ وهل يمكن ترتيب زيارة هذا الأسبوع؟',
    })),
    get('details (JSON)', () => `${PROPERTY}/GetById/${pick(catalogue.adIds)}`),
  ];
}

interface RunTotals {
  requests: number;
  errors: number;
  timeouts: number;
  seconds: number;
}

function run(base: string, requests: Request[], seconds: number, recorder: Recorder): Promise<RunTotals> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: seconds,
        timeout: 30,
        requests,
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            requests: result.requests.total,
            errors: result.errors,
            timeouts: result.timeouts,
            seconds: result.duration,
          });
      },
    );
    instance.on('response', (client, _status, _bytes, responseTime) => {
      const route = client.requestIterator.context.route;
      if (!route) return;
      const list = recorder.latencies.get(route) ?? [];
      list.push(responseTime);
      recorder.latencies.set(route, list);
    });
  });
}

const newRecorder = (): Recorder => ({ latencies: new Map(), refused: new Map(), notRendered: new Map() });

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function figuresOf(recorder: Recorder): RouteFigures[] {
  return [...recorder.latencies.entries()].map(([route, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      route,
      requests: values.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      non2xx: [...(recorder.refused.get(route)?.values() ?? [])].reduce((sum, n) => sum + n, 0),
      notRendered: recorder.notRendered.get(route) ?? 0,
    };
  });
}

async function readSamples(file: string, from: number): Promise<MemorySample[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MemorySample)
    .filter((sample) => sample.at >= from);
}

async function writeReadme(text: string): Promise<void> {
  const readmePath = path.join(import.meta.dirname, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const markers = /<!-- mixed-load:start -->[\s\S]*<!-- mixed-load:end -->/;
  const next = markers.test(readme)
    ? readme.replace(markers, () => text)
    : `${readme.trimEnd()}\n\n## Mixed load\n\n\`npm run bench:mixed\` (\`bench/mixed-load.ts\`) runs a visit's mix of requests at a fixed rate for 5 minutes against the server on PostgreSQL with the demo catalogue.\n\n${text}\n`;
  const options = await prettier.resolveConfig(readmePath);
  await writeFile(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'manzil-mixed-'));
  const probeFile = path.join(workDir, 'memory.jsonl');
  const codes = new Map<string, string>();
  const sms = await startFakeProvider((request) => {
    const code = /\d{5}/.exec(request.form.get('Body') ?? '')?.[0];
    const to = request.form.get('To');
    if (code && to) codes.set(to, code);
    return { status: 201, body: { sid: `SM${Date.now()}` } };
  });
  await admin(`create database ${databaseName}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const vapid = generateVapidKeys();
  const server = startServer({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: workDir,
    DATABASE_URL: databaseUrl.toString(),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'mixed-load-bench-secret-0123456789abcdef',
    WEB_DIST_DIR: webDist,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'ACbench',
    TWILIO_AUTH_TOKEN: 'bench',
    TWILIO_FROM: '+15005550006',
    TWILIO_BASE_URL: sms.url,
    // What else production insists on; the visit sends no email and no push, and clients connect directly.
    PUBLIC_URL: 'https://manzil.test',
    TRUST_PROXY: '0',
    // The visit posts no ad, so the authority is never asked.
    AD_LICENSE_VERIFIER: 'rega',
    REGA_API_URL: 'http://127.0.0.1:9',
    REGA_API_KEY: 'bench',
    IDENTITY_VERIFIER: 'nafath',
    NAFATH_API_URL: 'http://127.0.0.1:9',
    NAFATH_APP_ID: 'bench',
    NAFATH_APP_KEY: 'bench',
    IDENTITY_HASH_KEY: 'b'.repeat(48),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    EMAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    EMAIL_FROM: 'no-reply@manzil.test',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SMS_PER_IP_PER_10_MIN: '1000000',
    SMS_PER_SOURCE_PER_DAY: '1000000',
    SMS_DAILY_BUDGET: '1000000',
    SMS_COUNTRY_DAILY_BUDGETS: '*:1000000',
    SMS_POW_AFTER_SOURCE_PER_HOUR: '1000000',
    SMS_POW_AFTER_SITE_PER_HOUR: '1000000',
    MEMORY_PROBE_FILE: probeFile,
  });
  try {
    await waitForHealth(base, server);
    const catalogue = await readCatalogue(base);
    console.log(`catalogue: ${catalogue.adIds.length} published ads; warming up ${WARM_UP_SECONDS} s`);
    await run(base, visit(catalogue, codes, newRecorder()), WARM_UP_SECONDS, newRecorder());
    const recorder = newRecorder();
    const loadBefore = loadavg()[0] ?? 0;
    const started = Date.now();
    console.log(`measuring: ${RATE} requests/s for ${SECONDS} s over ${CONNECTIONS} connections`);
    const totals = await run(base, visit(catalogue, codes, recorder), SECONDS, recorder);
    const loadAfter = loadavg()[0] ?? 0;
    await sleep(11_000);
    const samples = await readSamples(probeFile, started);
    const routes = figuresOf(recorder);
    const report = formatRun({
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      rate: RATE,
      connections: CONNECTIONS,
      seconds: SECONDS,
      totals,
      routes,
      samples,
      startedAt: started,
      load: { before: loadBefore, after: loadAfter, cores: cpus().length },
    });
    console.log(report.text);
    if (!dryRun && SECONDS >= FULL_RUN_SECONDS) await writeReadme(report.text);
    else console.log('(bench/README.md left alone: a dry or short run)');
    if (!report.clean) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await sms.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
