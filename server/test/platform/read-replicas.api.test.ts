import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lookups from '#contract/endpoints/lookups.js';
import * as properties from '#contract/endpoints/properties.js';
import type { ReplicaStatus } from '#server/db/read-replicas.js';
import { READ_AFTER_COOKIE } from '#server/lib/public-reads.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { msUntilHealthy, startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { parsePrometheus, valueOf } from '#server/test/support/readers/prometheus-text.js';
import {
  startPrivatePostgres,
  startPrivateReplica,
  type PrivatePostgres,
} from '#server/test/support/servers/private-postgres.js';

/**
 * A server with a real streaming replica (a private cluster and `pg_basebackup`, docs/decisions/
 * 0037-read-replicas.md): public reads are answered by the replica, a writer sees its write at once,
 * a replica that falls behind or stops is skipped, and one that stops and starts under load costs no
 * request. The clusters are the test's own: the machine's shared PostgreSQL is never stopped.
 */
const INSTALLED = existsSync('/usr/lib/postgresql');
const MAX_LAG_SECONDS = 8;
const METRICS_TOKEN = 'read-replica-metrics-token-0123456789abcdef';
const DATABASE = 'manzil_replicas';

let workDir: string;
let primary: PrivatePostgres;
let replica: PrivatePostgres;
let server: Instance;
let l: Lookups;
let writer: SignedIn;
/** What beforeAll started, to stop even when it failed half-way. */
const cleanUps: (() => Promise<unknown>)[] = [];

/** What `/readyz` says: ready or not (the primary, the event listener), and each replica's state. */
async function readiness(): Promise<{ status: number; failing: string[]; replicas: ReplicaStatus[] }> {
  const answer = await server.call<{ failing: string[]; replicas?: ReplicaStatus[] }>('GET', '/readyz');
  expect([200, 503]).toContain(answer.status);
  return { status: answer.status, failing: answer.body.failing, replicas: answer.body.replicas ?? [] };
}

async function replicaStates(): Promise<ReplicaStatus[]> {
  const answer = await readiness();
  expect(answer.status).toBe(200);
  return answer.replicas;
}

async function untilReplicaIs(state: ReplicaStatus['state'], ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  let last: ReplicaStatus[] = [];
  while (Date.now() < deadline) {
    last = (await readiness()).replicas;
    if (last[0]?.state === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the replica did not become ${state}: ${JSON.stringify(last)}`);
}

async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const answer = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return valueOf(parsePrometheus(await answer.text()), name, labels);
}

const readsBy = (target: string) => metric('manzil_db_public_reads_total', { target });

async function onReplica(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: replica.url(DATABASE) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new published ad of `writer` (moderation is off), and the cookie its sending set. */
async function publishAd(): Promise<{ id: number; cookie: string }> {
  const saved = await server.send(
    properties.saveResidence,
    { body: residenceBody(l) },
    { token: writer.token },
  );
  expect(saved.status).toBe(200);
  const sent = await server.send(
    properties.submitProperty,
    { params: { id: saved.body.id } },
    { token: writer.token },
  );
  expect(sent.status).toBe(200);
  const cookie = sent.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(
    new RegExp(`^${READ_AFTER_COOKIE}=[0-9A-F]+/[0-9A-F]+; Path=/; Max-Age=\\d+; HttpOnly`),
  );
  return { id: saved.body.id, cookie: cookie.split(';')[0] ?? '' };
}

const details = (id: number, headers: Record<string, string> = {}) =>
  server.send(properties.getProperty, { params: { id } }, { headers });

const TITLE = INSTALLED
  ? 'read replicas'
  : 'read replicas: skipped, no PostgreSQL binaries under /usr/lib/postgresql to start a primary and a replica';

describe.skipIf(!INSTALLED)(TITLE, () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'manzil-replicas-'));
    cleanUps.push(() => rm(workDir, { recursive: true, force: true }));
    primary = await startPrivatePostgres();
    cleanUps.push(() => primary.close());
    const url = await primary.createDatabase(DATABASE);
    replica = await startPrivateReplica(primary);
    cleanUps.push(() => replica.close());
    server = await startInstance({
      env: {
        DATABASE_URL: url,
        DATABASE_READ_URLS: replica.url(DATABASE),
        DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
        JWT_SECRET: 'read-replicas-test-secret-0123456789abcdef',
        LIST_CACHE_SECONDS: '0',
        MODERATION: 'false',
        METRICS_TOKEN,
      },
      dataDir: path.join(workDir, 'data'),
    });
    cleanUps.push(() => server.kill9());
    expect(await msUntilHealthy(server.url, 60_000)).toBeDefined();
    await untilReplicaIs('up');
    l = await loadLookups(server);
    writer = await signIn(server);
  }, 240_000);
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it('answers public reads from the replica; /readyz and /metrics tell its state and lag', async () => {
    const before = await readsBy('replica-1');
    for (let round = 0; round < 5; round += 1) {
      expect((await server.send(properties.listProperties, { query: { PageSize: 5 } })).status).toBe(200);
      expect((await server.send(lookups.lookupLists.region, { query: {} })).status).toBe(200);
    }
    expect(await readsBy('replica-1')).toBeGreaterThanOrEqual(before + 10);
    const [status] = await replicaStates();
    expect(status).toMatchObject({ name: 'replica-1', state: 'up' });
    expect(status?.lagSeconds).toBeLessThan(MAX_LAG_SECONDS);
    expect(await metric('manzil_db_replica_up', { replica: 'replica-1', state: 'up' })).toBe(1);
    expect(await metric('manzil_db_pool_max', { pool: 'replica-1' })).toBeGreaterThan(0);
  });

  it('a writer reads its write at once; others from the replica until it lags past the bound', async () => {
    await onReplica('select pg_wal_replay_pause()');
    try {
      const ad = await publishAd();
      // The writer: by its account (a client without cookies) and by the cookie (a browser).
      const own = await server.send(
        properties.getProperty,
        { params: { id: ad.id } },
        { token: writer.token },
      );
      expect(own.status).toBe(200);
      expect((await details(ad.id, { cookie: ad.cookie })).status).toBe(200);
      // Anyone else reads the paused replica, which has not replayed the ad yet.
      expect((await details(ad.id)).status).toBe(404);
      await untilReplicaIs('lagging', (MAX_LAG_SECONDS + 10) * 1000);
      const lagging = await replicaStates();
      expect(lagging[0]?.lagSeconds).toBeGreaterThan(MAX_LAG_SECONDS);
      expect(await metric('manzil_db_replica_up', { replica: 'replica-1', state: 'lagging' })).toBe(0);
      // Skipped: the primary answers.
      expect((await details(ad.id)).status).toBe(200);
      await onReplica('select pg_wal_replay_resume()');
      await untilReplicaIs('up');
      const before = await readsBy('replica-1');
      expect((await details(ad.id)).status).toBe(200);
      expect(await readsBy('replica-1')).toBe(before + 1);
    } finally {
      await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
    }
  }, 60_000);

  it('the replica stopped and started under load: every request answered, reads back on it after', async () => {
    const ad = await publishAd();
    await untilReplicaIs('up');
    const reads = [
      () => server.send(properties.listProperties, { query: { PageSize: 12 } }),
      () => details(ad.id),
      () =>
        server.send(properties.mapProperties, {
          query: { MinLat: 16, MaxLat: 32, MinLng: 34, MaxLng: 56, Zoom: 5 },
        }),
      () => server.send(lookups.lookupLists.region, { query: {} }),
    ];
    const statuses: number[] = [];
    let loading = true;
    const worker = async (offset: number) => {
      for (let turn = offset; loading; turn += 1) {
        const read = reads[turn % reads.length];
        if (read) statuses.push((await read()).status);
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      await pause(1_000);
      const primaryBefore = await readsBy('primary');
      await replica.stop('immediate');
      await untilReplicaIs('down');
      await pause(1_000);
      expect(await readsBy('primary')).toBeGreaterThan(primaryBefore);
      await replica.start();
      await untilReplicaIs('up');
      const replicaAfter = await readsBy('replica-1');
      await pause(1_000);
      expect(await readsBy('replica-1')).toBeGreaterThan(replicaAfter);
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);

  it('the primary stopped: public reads go on from the replica, and all comes back when it starts', async () => {
    const ad = await publishAd();
    await untilReplicaIs('up');
    await primary.stop('fast');
    try {
      // Past the lag bound: a replica with every position the primary gave is not behind.
      await new Promise((resolve) => setTimeout(resolve, (MAX_LAG_SECONDS + 2) * 1000));
      const unready = await readiness();
      expect(unready.status).toBe(503);
      expect(unready.failing).toContain('database');
      expect(unready.replicas[0]?.state).toBe('up');
      expect((await details(ad.id)).status).toBe(200);
      expect((await server.send(properties.listProperties, { query: { PageSize: 5 } })).status).toBe(200);
      expect((await server.send(lookups.lookupLists.region, { query: {} })).status).toBe(200);
      // A write cannot be made: a clear 503, nothing half-done.
      const refused = await server.send(
        properties.setFavorite,
        { body: { propertyId: ad.id } },
        { token: writer.token },
      );
      expect(refused.status).toBe(503);
    } finally {
      await primary.start();
    }
    expect(await msUntilHealthy(server.url, 60_000)).toBeDefined();
    const favourite = await server.send(
      properties.setFavorite,
      { body: { propertyId: ad.id } },
      { token: writer.token },
    );
    expect(favourite.status).toBe(200);
    await untilReplicaIs('up');
    const deadline = Date.now() + 30_000;
    while ((await readiness()).status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await readiness()).status).toBe(200);
  }, 120_000);
});
