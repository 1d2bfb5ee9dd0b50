import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as health from '#contract/endpoints/health.js';
import * as messagesApi from '#contract/endpoints/messages.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import { PURGE_QUEUE } from '#server/modules/maintenance/index.js';
import { loadLookups, type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  PUSH_HOST,
  startFakePushService,
  type FakePushService,
} from '#server/test/support/fakes/fake-push-service.js';
import { startFakeProvider, type FakeProvider } from '#server/test/support/fakes/fake-sms-provider.js';
import { freePort } from '#server/test/support/servers/free-port.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import type { OpenApiDocument } from '#server/test/support/readers/openapi-document.js';
import { parsePrometheus, valueOf, type Sample } from '#server/test/support/readers/prometheus-text.js';
import { isStream, openSse, type SseStream } from '#server/test/support/clients/sse-client.js';
import { newSaudiMobile, requestCode, signIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const REQUESTS = 'manzil_http_requests_total';
const DURATIONS = 'manzil_http_request_duration_seconds';
const DELIVERIES = 'manzil_deliveries_total';

/** A raw GET with an optional bearer token: the answer's status, headers and text. */
async function get(url: string, token?: string, language = 'ar') {
  const response = await fetch(url, {
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function scrapeOf(url: string, token?: string): Promise<{ text: string; samples: Sample[] }> {
  const answer = await get(`${url}/metrics`, token);
  expect(answer.status).toBe(200);
  return { text: answer.text, samples: parsePrometheus(answer.text) };
}

/** Scrapes until `check` passes (a counter moved by work that finishes after its answer). */
async function eventually(scrape: () => Promise<Sample[]>, check: (samples: Sample[]) => void) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const samples = await scrape();
    try {
      check(samples);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('with METRICS_TOKEN and METRICS_PORT', () => {
  let server: TestServer;
  let push: FakePushService;
  let metricsPort: number;
  let l: Lookups;
  const streams: SseStream[] = [];
  const scrape = () => scrapeOf(server.url, TOKEN);
  const samples = async () => (await scrape()).samples;

  beforeAll(async () => {
    push = await startFakePushService();
    metricsPort = await freePort();
    server = await startTestServer(
      { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), PUSH_SERVICE_HOSTS: PUSH_HOST },
      { pushFetch: push.fetch },
    );
    l = await loadLookups(server);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.close();
    await push.close();
  });

  it('answers 401 without the token or with another one, in the request language', async () => {
    for (const token of [undefined, 'x'.repeat(TOKEN.length), `${TOKEN}x`]) {
      const answer = await get(`${server.url}/metrics`, token, 'en');
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(JSON.parse(answer.text)).toEqual({ message: 'Please log in' });
    }
    const basic = await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('with the token: the text format, with process memory and event-loop lag', async () => {
    const answer = await get(`${server.url}/metrics`, TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const parsed = parsePrometheus(answer.text);
    expect(valueOf(parsed, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(parsed, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(parsed.some((sample) => sample.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
  });

  it('counts and times requests by route pattern and status class; no id or phone number in a label', async () => {
    const before = await samples();
    for (let round = 0; round < 3; round += 1) {
      expect((await server.send(health.checkHealth)).status).toBe(200);
    }
    const missingAd = 987_654_321;
    expect((await server.send(properties.getProperty, { params: { id: missingAd } })).status).toBe(404);
    const user = await signIn(server);
    const profile = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    expect(profile.status).toBe(200);
    expect((await server.call('POST', account.register.path, { phoneNumber: '' })).status).toBe(422);
    expect((await server.call('GET', '/api/website/no-such-thing/966501234567')).status).toBe(404);
    expect(
      (await server.call('GET', '/recidence', undefined, { headers: { accept: 'text/html' } })).status,
    ).toBe(200);

    const { text, samples: after } = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved(REQUESTS, { method: 'GET', route: '/api/health', status_class: '2xx' })).toBe(3);
    expect(moved(`${DURATIONS}_count`, { method: 'GET', route: '/api/health' })).toBe(3);
    expect(moved(`${DURATIONS}_bucket`, { method: 'GET', route: '/api/health', le: '+Inf' })).toBe(3);
    expect(moved(`${DURATIONS}_sum`, { method: 'GET', route: '/api/health' })).toBeGreaterThan(0);
    const byId = { method: 'GET', route: '/api/website/property/GetById/:id' };
    expect(moved(REQUESTS, { ...byId, status_class: '4xx' })).toBe(1);
    const profileRoute = { method: 'GET', route: '/api/website/account/:id' };
    expect(moved(REQUESTS, { ...profileRoute, status_class: '2xx' })).toBe(1);
    const register = { method: 'POST', route: account.register.path };
    expect(moved(REQUESTS, { ...register, status_class: '2xx' })).toBe(1);
    expect(moved(REQUESTS, { ...register, status_class: '4xx' })).toBe(1);
    expect(moved(REQUESTS, { method: 'GET', route: '(no route)', status_class: '4xx' })).toBe(1);
    expect(moved(REQUESTS, { method: 'GET', route: '(page)', status_class: '2xx' })).toBe(1);

    for (const raw of [String(missingAd), user.userId, user.e164.slice(1), '966501234567', 'no-such-thing']) {
      expect(text).not.toContain(raw);
    }
    const routes = new Set(after.filter((sample) => sample.name === REQUESTS).map((s) => s.labels.route));
    for (const route of routes) expect(route).toMatch(/^(\/[\w/:.*-]*|\((page|no route|static file)\))$/);
  });

  it('a sign-in counts one SMS sent by the outbox', async () => {
    const before = await samples();
    await signIn(server);
    const sent = { channel: 'sms', provider: 'outbox', outcome: 'sent' };
    expect(valueOf(await samples(), DELIVERIES, sent) - valueOf(before, DELIVERIES, sent)).toBe(1);
  });

  it('counts open notification streams, and no longer the one closed', async () => {
    const baseline = valueOf(await samples(), 'manzil_notification_streams');
    const user = await signIn(server);
    const opened = await openSse(`${server.url}${notificationsApi.notificationStream.path}`, {
      token: user.token,
    });
    if (!isStream(opened)) throw new Error(`the stream answered ${opened.status}`);
    streams.push(opened);
    expect(valueOf(await samples(), 'manzil_notification_streams')).toBe(baseline + 1);
    expect(valueOf(await samples(), 'manzil_notification_listener_up')).toBe(1);
    opened.close();
    await eventually(samples, (now) => expect(valueOf(now, 'manzil_notification_streams')).toBe(baseline));
  });

  it('counts a Web Push message sent, under the push service it went to', async () => {
    const sent = { channel: 'push', provider: PUSH_HOST, outcome: 'sent' };
    const before = valueOf(await samples(), DELIVERIES, sent);
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const browser = push.newBrowser();
    const subscribed = await server.send(
      notificationsApi.savePushSubscription,
      { body: { subscription: browser.subscription } },
      { token: owner.token },
    );
    expect(subscribed.status).toBe(204);
    const inquirer = await signIn(server);
    const message = await server.send(
      messagesApi.sendPropertyMessage,
      { body: { propertyId: adId, message: 'هل العقار متاح؟' } },
      { token: inquirer.token },
    );
    expect(message.status).toBe(201);
    await push.pushTo(browser);
    await eventually(samples, (now) => expect(valueOf(now, DELIVERIES, sent)).toBe(before + 1));
  });

  it('reports the PostgreSQL pools (busy, idle, waiting, max); none on PGlite', async () => {
    const now = await samples();
    if (server.deps.database.kind === 'postgres') {
      expect(valueOf(now, 'manzil_db_pool_max', { pool: 'main' })).toBe(10);
      expect(valueOf(now, 'manzil_db_pool_max', { pool: 'bitmap' })).toBe(4);
      expect(valueOf(now, 'manzil_db_pool_connections', { pool: 'main' })).toBeGreaterThan(0);
      expect(now.some((sample) => sample.name === 'manzil_db_pool_waiting')).toBe(true);
    } else {
      expect(now.some((sample) => sample.name.startsWith('manzil_db_pool_'))).toBe(false);
    }
  });

  it('reads a gauge registered later at each scrape (jobs by state); one that fails is counted, not fatal', async () => {
    let waiting = 3;
    server.deps.metrics.gauge({
      name: 'manzil_test_jobs',
      help: 'Jobs by state (a stand-in for the job runner).',
      labelNames: ['state'],
      collect: () => [
        { labels: { state: 'waiting' }, value: waiting },
        { labels: { state: 'failed' }, value: 1 },
      ],
    });
    server.deps.metrics.gauge({
      name: 'manzil_test_broken',
      help: 'A source that fails.',
      labelNames: ['state'],
      collect: () => Promise.reject(new Error('database away')),
    });
    expect(valueOf(await samples(), 'manzil_test_jobs', { state: 'waiting' })).toBe(3);
    waiting = 0;
    const now = await samples();
    expect(valueOf(now, 'manzil_test_jobs', { state: 'waiting' })).toBe(0);
    expect(valueOf(now, 'manzil_test_jobs', { state: 'failed' })).toBe(1);
    expect(now.some((sample) => sample.name === 'manzil_test_broken')).toBe(false);
    // Read beside the gauges, so a scrape shows at least the failures of the scrapes before it.
    const failures = valueOf(now, 'manzil_metric_collect_failures_total', { metric: 'manzil_test_broken' });
    expect(failures).toBeGreaterThanOrEqual(1);
  });

  it('counts the background jobs by queue and state', async () => {
    const before = valueOf(await samples(), 'manzil_jobs', { queue: 'purge', state: 'completed' });
    await server.deps.jobs.send(PURGE_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db);
    expect(valueOf(await samples(), 'manzil_jobs', { queue: 'purge', state: 'completed' })).toBe(before + 1);
  });

  it('serves /metrics on METRICS_PORT too, asking for the token there as well', async () => {
    const internal = `http://127.0.0.1:${String(metricsPort)}`;
    const scraped = await scrapeOf(internal, TOKEN);
    expect(valueOf(scraped.samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await get(`${internal}/metrics`)).status).toBe(401);
    expect((await get(`${internal}/other`, TOKEN)).status).toBe(404);
    expect((await fetch(`${internal}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('is in neither the OpenAPI document nor the website route table', async () => {
    const document = await server.call<OpenApiDocument>('GET', '/api/docs/json');
    expect(Object.keys(document.body.paths)).not.toContain('/metrics');
    expect(server.app.websiteRoutes.some((route) => route.url.includes('metrics'))).toBe(false);
  });
});

describe('with METRICS_PORT alone, Twilio refusing', () => {
  let server: TestServer;
  let provider: FakeProvider;
  let metricsPort: number;

  beforeAll(async () => {
    provider = await startFakeProvider(() => ({ status: 400, body: { code: 21211, message: 'invalid' } }));
    metricsPort = await freePort();
    server = await startTestServer({
      METRICS_PORT: String(metricsPort),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: provider.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('the main port has no /metrics (404); the internal one answers without a token', async () => {
    const main = await get(`${server.url}/metrics`, TOKEN, 'en');
    expect(main.status).toBe(404);
    expect(JSON.parse(main.text)).toEqual({ message: "The requested data hasn't been found" });
    expect((await get(`http://127.0.0.1:${String(metricsPort)}/metrics`)).status).toBe(200);
  });

  it('a refused SMS is counted failed under its provider, and its 503 as a 5xx', async () => {
    expect((await requestCode(server, newSaudiMobile().national)).status).toBe(503);
    const { samples } = await scrapeOf(`http://127.0.0.1:${String(metricsPort)}`);
    expect(valueOf(samples, DELIVERIES, { channel: 'sms', provider: 'twilio', outcome: 'failed' })).toBe(1);
    expect(valueOf(samples, DELIVERIES, { channel: 'sms', outcome: 'sent' })).toBe(0);
    const register = { method: 'POST', route: account.register.path, status_class: '5xx' };
    expect(valueOf(samples, REQUESTS, register)).toBe(1);
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('/metrics answers 404, with a token or without', async () => {
    expect((await get(`${server.url}/metrics`)).status).toBe(404);
    expect((await get(`${server.url}/metrics`, TOKEN)).status).toBe(404);
  });
});
