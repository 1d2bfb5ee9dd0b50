import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { orders, properties } from '#server/db/schema/index.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startFakeMoyasar, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import {
  newPostgresDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';
import { launchInstance, msUntilHealthy, startInstance, type Instance } from './fault-instance.js';

export interface PaymentsKillStage {
  readonly database: DatabaseHandle;
  readonly moyasar: FakeMoyasar;
  /** A server on the stage's database and fake gateway; again on `port` after a kill. */
  start(port?: number): Promise<Instance>;
  /** A backend of a server waits for the lock the test holds on `table`. */
  waitingOn(table: string): () => Promise<boolean>;
}

/**
 * Servers killed with SIGKILL in the middle of money being moved (ADR 0041), for one test file: a
 * PostgreSQL database of its own, a fake Moyasar that sends no webhooks (only the server's own asking,
 * the return page or the reconciliation job, can settle anything), and the job asking at once.
 * Everything is stopped and removed after the file.
 */
export function usePaymentsKillStage(name: string, env: Record<string, string> = {}): PaymentsKillStage {
  let workDir: string;
  let postgres: TestPostgresDatabase;
  let database: DatabaseHandle | undefined;
  let moyasar: FakeMoyasar | undefined;
  let serverEnv: Record<string, string>;
  const running: Instance[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), `manzil-${name}-`));
    postgres = await newPostgresDatabase();
    moyasar = await startFakeMoyasar();
    moyasar.webhooks = 'never';
    serverEnv = {
      JWT_SECRET: `${name}-kill-restart-secret-0123456789abcdef`,
      DATABASE_URL: postgres.url,
      MODERATION: 'off',
      PAYMENT_RECONCILE_AFTER_MINUTES: '0',
      JOBS_POLL_SECONDS: '0.5',
      ...env,
      ...moyasar.env(),
    };
    database = openPostgres(postgres.url);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.kill9()));
    await database?.close();
    await moyasar?.close();
    await postgres.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error('payments kill stage: used before its beforeAll');
    return value;
  };
  return {
    get database() {
      return ready(database);
    },
    get moyasar() {
      return ready(moyasar);
    },
    async start(port) {
      const options = { env: serverEnv, dataDir: path.join(workDir, 'data'), ...(port ? { port } : {}) };
      const instance = port ? await launchInstance(options) : await startInstance(options);
      running.push(instance);
      expect(await msUntilHealthy(instance.url, 90_000)).toBeDefined();
      return instance;
    },
    waitingOn: (table) => async () => {
      const rows = await rowsOf(
        ready(database).db,
        sql`select 1 from pg_locks l join pg_class c on c.oid = l.relation
            where not l.granted and c.relname = ${table}`,
      );
      return rows.length > 0;
    },
  };
}

/** Whether `condition` came true within `ms`, looking every 50 ms. */
export async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** An order for a feature of a new live ad, paid at the gateway; nothing applied yet. */
export async function orderPaidAtGateway(stage: PaymentsKillStage, server: Instance) {
  const owner = await signIn(server);
  const ad = await createAd(server, owner.token, 'residence', residenceBody(await loadLookups(server)));
  await stage.database.db
    .update(properties)
    .set({ status: 'published', publishedAt: new Date() })
    .where(eq(properties.id, ad.id));
  const created = await server.send(
    paymentsApi.createOrder,
    { body: { productCode: 'feature-7', propertyId: ad.id, idempotencyKey: randomUUID() } },
    { token: owner.token },
  );
  expect(created.status).toBe(201);
  const [row] = await stage.database.db.select().from(orders).where(eq(orders.id, created.body.id));
  if (!row?.checkoutId) throw new Error('the order has no checkout');
  await stage.moyasar.pay(row.checkoutId, 'paid');
  return { owner, propertyId: ad.id, orderId: created.body.id };
}
