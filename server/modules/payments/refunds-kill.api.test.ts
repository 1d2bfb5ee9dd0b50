import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as staffPayments from '#contract/endpoints/dashboard/payment-orders.js';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { payments, refunds, taxDocuments } from '#server/db/schema/index.js';
import type { Instance } from '#server/test/support/faults/fault-instance.js';
import { holdTable } from '#server/test/support/faults/hold-table.js';
import {
  orderPaidAtGateway,
  until,
  usePaymentsKillStage,
} from '#server/test/support/faults/payments-kill-stage.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { ADMIN, adminEnv, login } from '#server/test/support/fixtures/staff-fixtures.js';

/**
 * kill -9 in the middle of a refund (ADR 0041, "Refunds"): the gateway has refunded, the server dies
 * inside the transaction that records it (held on the ad's featuring, then on the credit notes'
 * counter), and the restarted server's reconciliation records it: afterwards one refund, one credit
 * note and the payment's refunded total counted once, and the gateway asked to refund once.
 */
const TOTAL = 5_635;

const stage = usePaymentsKillStage('refunds', adminEnv);

/** A feature of a new live ad, paid and settled. */
async function paidOrder(server: Instance): Promise<string> {
  const { owner, orderId } = await orderPaidAtGateway(stage, server);
  const settled = await server.send(
    paymentsApi.getOrder,
    { params: { id: orderId } },
    { token: owner.token },
  );
  expect(settled.body.status).toBe('paid');
  return orderId;
}

async function booksOf(orderId: string) {
  const { db } = stage.database;
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const rows = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, orderId));
  const [notes] = await db
    .select({ n: count() })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'creditNote')));
  const gateway = stage.moyasar.payments.get(payment?.gatewayPaymentId ?? '');
  return {
    refunds: rows.map((row) => row.status),
    creditNotes: notes?.n ?? 0,
    refunded: payment?.refunded,
    atGateway: gateway?.refunded,
  };
}

const refundCalls = () =>
  stage.moyasar.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refund')).length;

describe('kill -9 while a refund is recorded', () => {
  it(
    'after the gateway refunded, before the record commits: recorded once after the restart',
    { timeout: 240_000 },
    async () => {
      let server = await stage.start();
      await insertPaymentSettings(stage.database.db, new Date());

      for (const table of ['ad_promotions', 'invoice_counters']) {
        const orderId = await paidOrder(server);
        const staffToken = await login(server, ADMIN.email, ADMIN.password);
        const callsBefore = refundCalls();
        const release = await holdTable(stage.database.db, table);
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
        expect(await until(stage.waitingOn(table), 20_000)).toBe(true);
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

        server = await stage.start(server.port);
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
