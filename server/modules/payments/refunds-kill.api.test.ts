import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as staffPayments from '#contract/endpoints/dashboard/payment-orders.js';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { orders, payments, properties, refunds, taxDocuments } from '#server/db/schema/index.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import {
  launchInstance,
  msUntilHealthy,
  startInstance,
  type Instance,
} from '#server/test/support/faults/fault-instance.js';
import { holdTable } from '#server/test/support/faults/hold-table.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { ADMIN, adminEnv, login } from '#server/test/support/fixtures/staff-fixtures.js';
import { startFakeMoyasar, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import {
  newPostgresDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';

/**
 * kill -9 in the middle of a refund (ADR 0041, "Refunds"): the gateway has refunded, the server dies
 * inside the transaction that records it (held on the ad's featuring, then on the credit notes'
 * counter), and the restarted server's reconciliation records it: afterwards one refund, one credit
 * note and the payment's refunded total counted once, and the gateway asked to refund once.
 */
const JWT_SECRET = 'refunds-kill-restart-secret-0123456789abcdef';
const TOTAL = 5_635;

let workDir: string;
let postgres: TestPostgresDatabase;
let database: DatabaseHandle;
let moyasar: FakeMoyasar;
const running: Instance[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-refunds-kill-'));
  postgres = await newPostgresDatabase();
  moyasar = await startFakeMoyasar();
  moyasar.webhooks = 'never';
  env = {
    JWT_SECRET,
    DATABASE_URL: postgres.url,
    MODERATION: 'off',
    // Refunds left pending are picked up at once (a minute otherwise).
    PAYMENT_RECONCILE_AFTER_MINUTES: '0',
    JOBS_POLL_SECONDS: '0.5',
    ...adminEnv,
    ...moyasar.env(),
  };
});
afterAll(async () => {
  await Promise.all(running.map((instance) => instance.kill9()));
  await database.close();
  await moyasar.close();
  await postgres.close();
  await rm(workDir, { recursive: true, force: true });
});

async function start(port?: number): Promise<Instance> {
  const options = { env, dataDir: path.join(workDir, 'data'), ...(port ? { port } : {}) };
  const instance = port ? await launchInstance(options) : await startInstance(options);
  running.push(instance);
  expect(await msUntilHealthy(instance.url, 90_000)).toBeDefined();
  return instance;
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const waitingOn = (table: string) => async () => {
  const rows = await rowsOf(
    database.db,
    sql`select 1 from pg_locks l join pg_class c on c.oid = l.relation
        where not l.granted and c.relname = ${table}`,
  );
  return rows.length > 0;
};

/** A feature of a new live ad, paid and settled. */
async function paidOrder(server: Instance): Promise<string> {
  const owner = await signIn(server);
  const ad = await createAd(server, owner.token, 'residence', residenceBody(await loadLookups(server)));
  await database.db
    .update(properties)
    .set({ status: 'published', publishedAt: new Date() })
    .where(eq(properties.id, ad.id));
  const created = await server.send(
    paymentsApi.createOrder,
    { body: { productCode: 'feature-7', propertyId: ad.id, idempotencyKey: randomUUID() } },
    { token: owner.token },
  );
  const [row] = await database.db.select().from(orders).where(eq(orders.id, created.body.id));
  await moyasar.pay(row!.checkoutId!, 'paid');
  const settled = await server.send(
    paymentsApi.getOrder,
    { params: { id: created.body.id } },
    { token: owner.token },
  );
  expect(settled.body.status).toBe('paid');
  return created.body.id;
}

async function booksOf(orderId: string) {
  const { db } = database;
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const rows = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, orderId));
  const [notes] = await db
    .select({ n: count() })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'creditNote')));
  const gateway = moyasar.payments.get(payment?.gatewayPaymentId ?? '');
  return {
    refunds: rows.map((row) => row.status),
    creditNotes: notes?.n ?? 0,
    refunded: payment?.refunded,
    atGateway: gateway?.refunded,
  };
}

const refundCalls = () =>
  moyasar.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refund')).length;

describe('kill -9 while a refund is recorded', () => {
  it(
    'after the gateway refunded, before the record commits: recorded once after the restart',
    { timeout: 240_000 },
    async () => {
      let server = await start();
      database = openPostgres(postgres.url);
      await insertPaymentSettings(database.db, new Date());

      for (const table of ['ad_promotions', 'invoice_counters']) {
        const orderId = await paidOrder(server);
        const staffToken = await login(server, ADMIN.email, ADMIN.password);
        const callsBefore = refundCalls();
        const release = await holdTable(database.db, table);
        const refunding = server
          .send(
            staffPayments.refundPaymentOrder,
            {
              params: { id: orderId },
              body: { amount: TOTAL, reason: 'Killed mid-refund', idempotencyKey: randomUUID() },
            },
            { token: staffToken },
          )
          .catch(() => undefined);
        expect(await until(waitingOn(table), 20_000)).toBe(true);
        // The gateway has refunded; our record of it waits on the held table.
        expect(await booksOf(orderId)).toEqual({
          refunds: ['pending'],
          creditNotes: 0,
          refunded: 0,
          atGateway: TOTAL,
        });
        await server.kill9();
        await refunding;
        await release();
        expect(await booksOf(orderId)).toMatchObject({ refunds: ['pending'], creditNotes: 0, refunded: 0 });

        server = await start(server.port);
        const recorded = async () => (await booksOf(orderId)).refunds[0] === 'refunded';
        expect(await until(recorded, 60_000)).toBe(true);
        expect(await booksOf(orderId)).toEqual({
          refunds: ['refunded'],
          creditNotes: 1,
          refunded: TOTAL,
          atGateway: TOTAL,
        });
        expect(refundCalls()).toBe(callsBefore + 1);
      }
    },
  );
});
