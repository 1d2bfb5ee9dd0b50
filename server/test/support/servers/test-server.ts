import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { DatabaseHandle } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { TEST_SERVER_ENV } from './test-env.js';
import { deriveSecrets, type Secrets } from '#server/lib/secrets.js';
import { callApi, lastCodeIn, sendThrough, type ApiCaller } from '../clients/api-caller.js';
import { openLogFile } from '../logs/log-files.js';
import { TestClock } from '../fakes/test-clock.js';
import { openTestDatabase } from './test-database.js';

export type { ApiAnswer, CallOptions, EndpointReply } from '../clients/api-caller.js';

export interface TestServer extends ApiCaller {
  url: string;
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  dataDir: string;
  /** Every log line the server wrote, as text. */
  logs: string[];
  close(): Promise<void>;
}

const generousLimits = {
  ...TEST_SERVER_ENV,
  // Jobs start within half a second rather than the two seconds of production.
  JOBS_POLL_SECONDS: '0.5',
};

export interface TestServerOptions {
  /** A database another test server uses too (several processes on one PostgreSQL); not closed here. */
  database?: DatabaseHandle;
  /** Shared with another server so both accept the same tokens. */
  secrets?: Secrets;
  /** How the server makes Web Push requests (to a local push service). */
  pushFetch?: typeof fetch;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...generousLimits,
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...env,
  });
  const ownDatabase = !options.database;
  const database: DatabaseHandle = options.database ?? (await openTestDatabase(dataDir));
  if (ownDatabase) await seedReferenceData(database.db);
  const clock = new TestClock();
  const logs: string[] = [];
  const logFile = openLogFile('test-server');
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      logFile.write(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    clock,
    secrets: options.secrets ?? deriveSecrets(randomBytes(32).toString('hex')),
    logStream,
    ...(options.pushFetch ? { pushFetch: options.pushFetch } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  const call: ApiCaller['call'] = (method, urlPath, body, options = {}) =>
    callApi(url, method, urlPath, body, options);
  return {
    url,
    app,
    deps: app.deps,
    clock,
    dataDir,
    logs,
    send: sendThrough(call),
    call,
    lastCode: (e164) => lastCodeIn(config.sms.outboxFile, e164),
    close: async () => {
      await app.close();
      await logFile.close();
      if (ownDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
