import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from '#contract/endpoints/health.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import { lookupNames } from '#contract/lookups.js';
import type { ApiCaller, EndpointReply } from '#server/test/support/clients/api-caller.js';
import { startPrivateRedis, type PrivateRedis } from '#server/test/support/faults/fault-redis.js';
import { pinned } from '#server/test/support/clients/round-robin.js';
import { startTcpProxy, type TcpProxy } from '#server/test/support/faults/tcp-proxy.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Redis (the rate-limit store) goes away under a running server and comes back: requests never wait
 * on it, the limits hold per process meanwhile, the logs say so once each way and /api/health reports
 * it. The server reaches its private Redis through a TCP proxy the test closes and reopens.
 */
const PER_MINUTE = 10;
/** A correctness bound (the old client waited about 3 s a request), not a benchmark. */
const REQUEST_BOUND_MS = 1_000;
const WENT_AWAY = 'redis is unreachable';
const CAME_BACK = 'redis is back';

let redis: PrivateRedis;
let proxy: TcpProxy;
let server: TestServer;
let inspector: Redis;

/** A cheap public read, counted by the rate limit. */
const readList = (client: ApiCaller) => client.send(lookupLists[lookupNames[0]], { query: { PageSize: 1 } });
let nextIp = 1;
const newClientIp = () => `203.0.113.${String((nextIp += 1))}`;
const linesWith = (text: string) => server.logs.filter((line) => line.includes(text)).length;

async function health(): Promise<EndpointReply<typeof checkHealth>> {
  return server.send(checkHealth);
}

async function untilRedisIs(state: 'ok' | 'down', ms: number): Promise<EndpointReply<typeof checkHealth>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await health();
    if (answer.body.redis === state || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  redis = await startPrivateRedis();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(redis.url).port) });
  server = await startTestServer({
    REDIS_URL: `redis://127.0.0.1:${String(proxy.port)}`,
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
  });
  inspector = new Redis(redis.url);
}, 120_000);
afterAll(async () => {
  await server.close();
  await proxy.close();
  inspector.disconnect();
  await redis.close();
});

describe('Redis gone under a running server', () => {
  it('while Redis answers, the counters live in Redis and health says so', async () => {
    const healthy = await untilRedisIs('ok', 10_000);
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({ status: 'ok', redis: 'ok' });
    const ip = newClientIp();
    expect((await readList(pinned(server, ip))).status).toBe(200);
    expect(await inspector.get(`manzil-rl:${ip}`)).toBe('1');
  });

  it('Redis cut off: answers come at once, the limit holds in process, one warning, health degraded', async () => {
    const cutAt = Date.now();
    await proxy.close();
    const client = pinned(server, newClientIp());
    const statuses: number[] = [];
    const durations: number[] = [];
    for (let index = 0; index < PER_MINUTE + 2; index += 1) {
      const started = performance.now();
      statuses.push((await readList(client)).status);
      durations.push(performance.now() - started);
    }
    console.info(`redis-down: ${durations.map((ms) => ms.toFixed(0)).join(', ')} ms with Redis cut off`);
    expect(durations.filter((ms) => ms >= REQUEST_BOUND_MS)).toEqual([]);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429, 429]);

    const degraded = await health();
    expect(degraded.status).toBe(200);
    expect(degraded.body).toEqual({ status: 'ok', redis: 'down' });
    // Long enough for the client to have tried to reconnect several times.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + 2_500 - Date.now())));
    expect(linesWith(WENT_AWAY)).toBe(1);
    expect(linesWith(CAME_BACK)).toBe(0);
  }, 60_000);

  it('Redis reachable again: counters return to Redis and health recovers', async () => {
    await proxy.reopen();
    const recovered = await untilRedisIs('ok', 15_000);
    expect(recovered.body).toEqual({ status: 'ok', redis: 'ok' });
    const ip = newClientIp();
    const client = pinned(server, ip);
    for (let index = 0; index < 3; index += 1) expect((await readList(client)).status).toBe(200);
    expect(await inspector.get(`manzil-rl:${ip}`)).toBe('3');
    expect(linesWith(CAME_BACK)).toBe(1);
    expect(linesWith(WENT_AWAY)).toBe(1);
  }, 30_000);

  it('Redis hanging on an open connection: answers within the bound, reported down, back when it wakes', async () => {
    const pid = Number(/process_id:(\d+)/.exec(await inspector.info('server'))?.[1]);
    process.kill(pid, 'SIGSTOP');
    try {
      const client = pinned(server, newClientIp());
      for (let index = 0; index < 3; index += 1) {
        const started = performance.now();
        expect((await readList(client)).status).toBe(200);
        expect(performance.now() - started).toBeLessThan(REQUEST_BOUND_MS);
      }
      expect((await untilRedisIs('down', 10_000)).body).toEqual({ status: 'ok', redis: 'down' });
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    expect((await untilRedisIs('ok', 15_000)).body).toEqual({ status: 'ok', redis: 'ok' });
    expect(linesWith(WENT_AWAY)).toBe(2);
    expect(linesWith(CAME_BACK)).toBe(2);
  }, 40_000);
});
