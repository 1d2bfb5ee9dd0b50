import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { adPromotions, orders, payments, taxDocuments } from '#server/db/schema/index.js';
import type { Instance } from '#server/test/support/faults/fault-instance.js';
import { holdTable } from '#server/test/support/faults/hold-table.js';
import {
  orderPaidAtGateway,
  until,
  usePaymentsKillStage,
} from '#server/test/support/faults/payments-kill-stage.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';

/**
 * kill -9 in the middle of applying a payment (ADR 0041, "A payment is applied exactly once"): the
 * money is captured at the gateway, the server dies inside the settling transaction (held on the
 * grant's table, then on the invoice's counter), and the restarted server's reconciliation applies it:
 * afterwards one payment, one featuring of seven days and one invoice, never two and never none.
 */
const DAY_MS = 86_400_000;

const stage = usePaymentsKillStage('payments');

async function countsOf(orderId: string) {
  const { db } = stage.database;
  const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  const [documents] = await db
    .select({ n: count() })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { status: order?.status, payments: paid?.n ?? 0, invoices: documents?.n ?? 0 };
}

/** Holds `table`, has the server settle the order (the return page), kills it while it waits there. */
async function killWhileSettling(server: Instance, owner: { token: string }, orderId: string, table: string) {
  const release = await holdTable(stage.database.db, table);
  const returning = server
    .send(paymentsApi.getOrder, { params: { id: orderId } }, { token: owner.token })
    .catch(() => undefined);
  expect(await until(stage.waitingOn(table), 20_000)).toBe(true);
  await server.kill9();
  await returning;
  await release();
}

async function expectAppliedOnce(orderId: string, propertyId: number) {
  expect(await until(async () => (await countsOf(orderId)).status === 'paid', 60_000)).toBe(true);
  expect(await countsOf(orderId)).toEqual({ status: 'paid', payments: 1, invoices: 1 });
  const [order] = await stage.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [promotion] = await stage.database.db
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
      let server = await stage.start();
      await insertPaymentSettings(stage.database.db, new Date());

      for (const table of ['ad_promotions', 'invoice_counters']) {
        const { owner, propertyId, orderId } = await orderPaidAtGateway(stage, server);
        await killWhileSettling(server, owner, orderId, table);
        // The transaction died with the process: nothing of it stayed.
        expect(await countsOf(orderId)).toEqual({ status: 'pending', payments: 0, invoices: 0 });
        server = await stage.start(server.port);
        await expectAppliedOnce(orderId, propertyId);
      }
    },
  );
});
