import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { adPromotions, orders, payments, properties, taxDocuments } from '#server/db/schema/index.js';
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
import { startFakeMoyasar, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import {
  newPostgresDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';

/**
 * kill -9 in the middle of applying a payment (ADR 0041, "A payment is applied exactly once"): the
 * money is captured at the gateway, the server dies inside the settling transaction (held on the
 * grant's table, then on the invoice's counter), and the restarted server's reconciliation applies it:
 * afterwards one payment, one featuring of seven days and one invoice, never two and never none.
 */
const JWT_SECRET = 'payments-kill-restart-secret-0123456789abcdef';
const DAY_MS = 86_400_000;

let workDir: string;
let postgres: TestPostgresDatabase;
let database: DatabaseHandle;
let moyasar: FakeMoyasar;
const running: Instance[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-payments-kill-'));
  postgres = await newPostgresDatabase();
  moyasar = await startFakeMoyasar();
  // Nothing tells the server about the payment: only its own asking (the return page, the job) can.
  moyasar.webhooks = 'never';
  env = {
    JWT_SECRET,
    DATABASE_URL: postgres.url,
    MODERATION: 'off',
    PAYMENT_RECONCILE_AFTER_MINUTES: '0',
    JOBS_POLL_SECONDS: '0.5',
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

/** A backend of the server waits for the lock this test holds on `table`. */
const waitingOn = (table: string) => async () => {
  const rows = await rowsOf(
    database.db,
    sql`select 1 from pg_locks l join pg_class c on c.oid = l.relation
        where not l.granted and c.relname = ${table}`,
  );
  return rows.length > 0;
};

async function countsOf(orderId: string) {
  const { db } = database;
  const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  const [documents] = await db
    .select({ n: count() })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { status: order?.status, payments: paid?.n ?? 0, invoices: documents?.n ?? 0 };
}

/** An order for a feature of a new live ad, paid at the gateway; nothing applied yet. */
async function capturedOrder(server: Instance) {
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
  expect(created.status).toBe(201);
  const [row] = await database.db.select().from(orders).where(eq(orders.id, created.body.id));
  if (!row?.checkoutId) throw new Error('the order has no checkout');
  await moyasar.pay(row.checkoutId, 'paid');
  return { owner, propertyId: ad.id, orderId: created.body.id };
}

/** Holds `table`, has the server settle the order (the return page), kills it while it waits there. */
async function killWhileSettling(server: Instance, owner: { token: string }, orderId: string, table: string) {
  const release = await holdTable(database.db, table);
  const returning = server
    .send(paymentsApi.getOrder, { params: { id: orderId } }, { token: owner.token })
    .catch(() => undefined);
  expect(await until(waitingOn(table), 20_000)).toBe(true);
  await server.kill9();
  await returning;
  await release();
}

async function expectAppliedOnce(orderId: string, propertyId: number) {
  expect(await until(async () => (await countsOf(orderId)).status === 'paid', 60_000)).toBe(true);
  expect(await countsOf(orderId)).toEqual({ status: 'paid', payments: 1, invoices: 1 });
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  const [promotion] = await database.db
    .select()
    .from(adPromotions)
    .where(eq(adPromotions.propertyId, propertyId));
  // Seven days from when it was applied (the database's clock and the server's differ by moments).
  const drift =
    (promotion?.featuredUntil?.getTime() ?? 0) - ((order?.settledAt?.getTime() ?? 0) + 7 * DAY_MS);
  expect(Math.abs(drift)).toBeLessThan(5_000);
}

describe('kill -9 while a payment is applied', () => {
  it(
    'between the capture and the credit, and between the credit and the invoice: applied once after the restart',
    { timeout: 120_000 },
    async () => {
      let server = await start();
      database = openPostgres(postgres.url);
      await insertPaymentSettings(database.db, new Date());

      for (const table of ['ad_promotions', 'invoice_counters']) {
        const { owner, propertyId, orderId } = await capturedOrder(server);
        await killWhileSettling(server, owner, orderId, table);
        // The transaction died with the process: nothing of it stayed.
        expect(await countsOf(orderId)).toEqual({ status: 'pending', payments: 0, invoices: 0 });
        server = await start(server.port);
        await expectAppliedOnce(orderId, propertyId);
      }
    },
  );
});
