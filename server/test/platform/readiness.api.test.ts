import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as health from '#contract/endpoints/health.js';
import type { readinessResponse } from '#contract/health.js';
import { openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import { startTcpProxy, type TcpProxy } from '#server/test/support/faults/tcp-proxy.js';
import { databaseUrl, withAdmin } from '#server/test/support/servers/test-database.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/** `/readyz` read raw: its 503 carries the same answer as its 200. */
const readyz = (server: TestServer) => server.call<z.output<typeof readinessResponse>>('GET', '/readyz');

/**
 * Issue 18 item 5: `/livez` answers while the process runs; `/readyz` answers 503 naming what fails
 * (draining, the database, the LISTEN connection); SIGTERM lets a request in flight finish within
 * SHUTDOWN_DEADLINE_SECONDS, and past it the process exits non-zero; for SHUTDOWN_GRACE_SECONDS before
 * that the server still answers (asking clients to close their connections) while `/readyz` says 503.
 */
describe('liveness and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('livez and readyz answer 200 on a running server', async () => {
    const alive = await server.send(health.checkLiveness);
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'alive' });
    const ready = await server.send(health.checkReadiness);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', failing: [] });
  });

  it('readyz answers 503 draining once shutdown started; livez still 200', async () => {
    server.deps.drain.start();
    const ready = await readyz(server);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', failing: ['draining'] });
    expect((await server.send(health.checkLiveness)).status).toBe(200);
  });
});

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = (statement: string) => withAdmin(ADMIN_URL, (client) => client.query(statement));

describe('readiness with the database cut off (TCP proxy closed)', () => {
  const name = `manzil_ready_${randomBytes(5).toString('hex')}`;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const direct = openPostgres(databaseUrl(ADMIN_URL, name));
    await direct.migrate();
    await direct.close();
    const target = new URL(ADMIN_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(databaseUrl(ADMIN_URL, name));
    proxied.host = `127.0.0.1:${String(proxy.port)}`;
    database = openPostgres(proxied.toString());
    server = await startTestServer({}, { database });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    await proxy.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('names the database and the event channel while the proxy is closed, and recovers', async () => {
    expect((await server.send(health.checkReadiness)).body).toEqual({ status: 'ready', failing: [] });
    await proxy.close();
    const cut = await readyz(server);
    expect(cut.status).toBe(503);
    expect(cut.body.status).toBe('unavailable');
    expect(cut.body.failing).toContain('database');
    expect(cut.body.failing).not.toContain('draining');
    expect((await server.send(health.checkLiveness)).status).toBe(200);
    await eventually(async () => expect((await readyz(server)).body.failing).toContain('events'));

    await proxy.reopen();
    await eventually(async () => expect((await server.send(health.checkReadiness)).status).toBe(200));
  }, 60_000);
});

describe('graceful shutdown of a spawned server', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'manzil-drain-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const start = (dir: string, env: Record<string, string>) =>
    startInstance({
      env: { JWT_SECRET: 'readiness-test-secret-0123456789abcdef', ...env },
      dataDir: path.join(workDir, dir),
    });

  it('SIGTERM: a request in flight is answered, then the process exits 0', async () => {
    const instance = await start('a', { SHUTDOWN_DEADLINE_SECONDS: '10' });
    try {
      expect((await instance.send(health.checkReadiness)).status).toBe(200);
      const slow = slowRequest(instance, 1_500);
      await slow.started;
      instance.process.child.kill('SIGTERM');
      expect(await slow.answer).toMatch(/^HTTP\/1\.1 422 /);
      expect(await instance.process.exited(15_000)).toBe(0);
    } finally {
      await instance.kill9();
    }
  }, 180_000);

  it('past SHUTDOWN_DEADLINE_SECONDS the process logs it and exits non-zero', async () => {
    const instance = await start('b', { SHUTDOWN_DEADLINE_SECONDS: '1' });
    try {
      const slow = slowRequest(instance, 5_000);
      // The process exits under it: the connection is reset.
      const cutOff = slow.answer.catch(() => 'reset');
      await slow.started;
      const sentAt = Date.now();
      instance.process.child.kill('SIGTERM');
      expect(await instance.process.exited(15_000)).toBe(1);
      expect(Date.now() - sentAt).toBeLessThan(4_000);
      expect(instance.process.output()).toContain('shutdown passed its deadline');
      await cutOff;
    } finally {
      await instance.kill9();
    }
  }, 180_000);

  it('SHUTDOWN_GRACE_SECONDS: readyz 503 while requests are still answered; a second SIGTERM ends the grace, exit 0', async () => {
    const instance = await start('c', { SHUTDOWN_GRACE_SECONDS: '600' });
    try {
      expect((await instance.send(health.checkReadiness)).status).toBe(200);
      instance.process.child.kill('SIGTERM');
      await eventually(async () => {
        const ready = await getOnNewConnection(instance, '/readyz');
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', failing: ['draining'] });
      });

      const answered = await getOnNewConnection(instance, health.checkHealth.path);
      expect(answered.status).toBe(200);
      expect(answered.connection).toBe('close');
      expect((await getOnNewConnection(instance, '/livez')).status).toBe(200);
      expect(instance.process.child.exitCode).toBeNull();
      expect(instance.process.output()).toContain('shutting down: draining');
      expect(instance.process.output()).not.toContain('closing the listener');

      instance.process.child.kill('SIGTERM');
      expect(await instance.process.exited(15_000)).toBe(0);
      expect(instance.process.output()).toContain('grace period cut short by a second signal');
      await expect(getOnNewConnection(instance, '/livez')).rejects.toThrow();
    } finally {
      await instance.kill9();
    }
  }, 180_000);
});

/** A GET on a connection of its own: the status, the `Connection` header the server sent, the text. */
function getOnNewConnection(instance: Instance, urlPath: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const request = get(`${instance.url}${urlPath}`, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.once('error', reject);
  });
}

/** A POST whose JSON body (padded with spaces) trickles in over `ms`: in flight all that time. */
function slowRequest(instance: Instance, ms: number): { started: Promise<void>; answer: Promise<string> } {
  const chunks = 10;
  const chunk = ' '.repeat(2048);
  const body = `{"unexpected":true${chunk.repeat(chunks)}}`;
  const socket: Socket = connect(instance.port, '127.0.0.1');
  let received = '';
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('data', (data: Buffer) => (received += data.toString()));
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const started = new Promise<void>((resolve) => {
    socket.once('connect', () => {
      socket.write(
        `POST /api/website/account/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\n\r\n{"unexpected":true`,
      );
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        socket.write(chunk);
        if (sent === chunks) {
          clearInterval(timer);
          socket.write('}');
        }
      }, ms / chunks);
      socket.once('close', () => clearInterval(timer));
      setTimeout(resolve, 200);
    });
  });
  return { started, answer };
}

async function eventually(check: () => Promise<void>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
