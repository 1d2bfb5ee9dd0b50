import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as health from '#contract/endpoints/health.js';
import { startInstance, type Instance } from '../support/fault-instance.js';

/** A GET on a connection of its own: the status and the `Connection` header the server sent. */
function getOnNewConnection(instance: Instance, urlPath: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const request = http.get(`${instance.url}${urlPath}`, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.once('error', reject);
  });
}

async function eventually(check: () => Promise<void>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Issue 18 item 5: on SIGTERM `/readyz` turns 503 first, and for SHUTDOWN_GRACE_SECONDS the server
 * still answers (asking clients to close their connections) before the listener closes.
 */
describe('the shutdown grace period of a spawned server', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'manzil-grace-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const start = (dir: string, graceSeconds: string) =>
    startInstance({
      env: {
        JWT_SECRET: 'grace-test-secret-0123456789abcdefghij',
        SHUTDOWN_GRACE_SECONDS: graceSeconds,
      },
      dataDir: path.join(workDir, dir),
    });

  it('readyz answers 503 while requests are still answered; a second SIGTERM ends the grace, exit 0', async () => {
    const instance = await start('a', '600');
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
