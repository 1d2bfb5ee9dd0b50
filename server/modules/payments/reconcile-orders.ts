import { and, asc, eq, lt } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.js';
import { GatewayRefusal, GatewayUnavailable } from '#server/lib/payments/index.js';
import type { CompleteRefundDeps } from './complete-refund.js';
import { reconcileRefunds } from './reconcile-refunds.js';
import { settleOrder, type SettleDeps } from './settle-order.js';

const BATCH = 100;

/**
 * The `payment-reconcile` job (ADR 0041, "A payment is applied exactly once"): every order still
 * waiting PAYMENT_RECONCILE_AFTER_MINUTES after it was made goes through `settleOrder`, oldest first,
 * a batch a run: a payment whose return and webhook were both lost, or captured just before the
 * server died, is applied now; a checkout that expired unpaid ends the order. A checkout the gateway
 * refuses is logged for staff and passed over; a gateway that cannot be reached ends the run (the
 * next one asks again). Then refunds left pending are finished (reconcile-refunds.ts).
 */
export async function reconcileOrders(
  deps: SettleDeps & CompleteRefundDeps & { config: { payments: { reconcileAfterMinutes: number } } },
  signal: AbortSignal,
): Promise<void> {
  if (!(await reconcileWaitingOrders(deps, signal))) return;
  await reconcileRefunds(deps, signal);
}

async function reconcileWaitingOrders(
  deps: SettleDeps & { config: { payments: { reconcileAfterMinutes: number } } },
  signal: AbortSignal,
): Promise<boolean> {
  const before = new Date(deps.clock.now().getTime() - deps.config.payments.reconcileAfterMinutes * 60_000);
  const waiting = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const settled: Record<string, number> = {};
  for (const { id } of waiting) {
    signal.throwIfAborted();
    try {
      const status = await settleOrder(deps, id);
      settled[status] = (settled[status] ?? 0) + 1;
    } catch (error) {
      if (error instanceof GatewayRefusal) {
        // This order's checkout is refused (unknown to the gateway): staff look; the others go on.
        deps.log.error(
          { orderId: id, code: error.code },
          'payments: the gateway refuses a waiting order’s checkout',
        );
        continue;
      }
      if (!(error instanceof GatewayUnavailable)) throw error;
      deps.log.warn(
        { waiting: waiting.length, settled },
        'payments: the gateway cannot be reached; reconciliation stops',
      );
      return false;
    }
  }
  if (waiting.length > 0)
    deps.log.info({ waiting: waiting.length, settled }, 'payments: waiting orders reconciled');
  return true;
}
