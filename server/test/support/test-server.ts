import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { seedReferenceData } from '../../db/seed/reference-data.js';
import { deriveSecrets } from '../../lib/secrets.js';
import { TestClock } from './test-clock.js';
import { openTestDatabase } from './test-database.js';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  language?: 'ar' | 'en';
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  dataDir: string;
  /** Every log line the server wrote, as text. */
  logs: string[];
  call<T = any>(
    method: string,
    urlPath: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<ApiAnswer<T>>;
  /** The code of the newest SMS in the development outbox for this E.164 number. */
  lastCode(e164: string): Promise<string>;
  close(): Promise<void>;
}

const generousLimits = {
  RATE_LIMIT_PER_MINUTE: '100000',
  SMS_PER_IP_PER_10_MIN: '100000',
  SMS_DAILY_BUDGET: '100000',
};

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...generousLimits,
    ...env,
  });
  const database: DatabaseHandle = await openTestDatabase(dataDir);
  await seedReferenceData(database.db);
  const clock = new TestClock();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    clock,
    secrets: deriveSecrets(randomBytes(32).toString('hex')),
    logStream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    app,
    deps: app.deps,
    clock,
    dataDir,
    logs,
    call: (method, urlPath, body, options = {}) => call(url, method, urlPath, body, options),
    lastCode: async (e164) => {
      const lines = (await readFile(config.sms.outboxFile, 'utf8')).trim().split('\n');
      const messages = lines.map((line) => JSON.parse(line) as { to: string; text: string });
      const text = messages.filter((message) => message.to === e164).at(-1)?.text;
      const code = /\d{5}/.exec(text ?? '')?.[0];
      if (!code) throw new Error(`no code was sent to ${e164}`);
      return code;
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  body: unknown,
  options: CallOptions,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'ar', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData || typeof body === 'string') {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body: payload });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
