import { and, asc, eq, lt } from 'drizzle-orm';
import { refunds } from '#server/db/schema/index.js';
import { completeRefund, type CompleteRefundDeps, type RefundOutcome } from './complete-refund.js';

const BATCH = 100;
/** A refund still pending this long after it was asked for lost its answer or its process. */
const REFUND_WAIT_MINUTES = 1;

/**
 * Refunds left pending (the gateway did not answer, or the server died between the gateway's refund
 * and our record of it), for the `payment-reconcile` job: each is asked of the gateway again with its
 * own `refunded_before`, so one the gateway did is recorded, not sent twice (complete-refund.ts). A
 * refund is picked up a minute after it was asked for, or as soon as orders are when they are
 * reconciled sooner. Returns false when the gateway cannot be reached (the run stops).
 */
export async function reconcileRefunds(
  deps: CompleteRefundDeps & { config: { payments: { reconcileAfterMinutes: number } } },
  signal: AbortSignal,
): Promise<boolean> {
  const minutes = Math.min(REFUND_WAIT_MINUTES, deps.config.payments.reconcileAfterMinutes);
  const before = new Date(deps.clock.now().getTime() - minutes * 60_000);
  const waiting = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  const outcomes: Partial<Record<RefundOutcome, number>> = {};
  for (const { id } of waiting) {
    signal.throwIfAborted();
    const outcome = await completeRefund(deps, id, { skipBusy: true });
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome === 'unavailable') {
      deps.log.warn(
        { waiting: waiting.length, outcomes },
        'payments: the gateway cannot be reached; refunds wait',
      );
      return false;
    }
  }
  if (waiting.length > 0)
    deps.log.info({ waiting: waiting.length, outcomes }, 'payments: waiting refunds reconciled');
  return true;
}
