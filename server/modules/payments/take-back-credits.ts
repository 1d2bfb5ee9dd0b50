import type { Database } from '#server/db/client.js';
import { lockedBalance, recordCreditChange } from './credit-ledger.js';

type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

export interface CreditsTakenBack {
  officeId: number;
  orderId: string;
  refundId: number;
  productCode: string;
  /** What the refunded package added. */
  credits: number;
  at: Date;
}

/**
 * A refunded package's credits leave the office (ADR 0041, "Refunds"): as many of them as the
 * office still has, what it spent stays spent. One `refund` line of the ledger, under the office's
 * balance row lock like every spend; none when nothing is left. Returns what was taken.
 */
export async function takeBackCredits(tx: Writer, taken: CreditsTakenBack): Promise<number> {
  const balance = await lockedBalance(tx, taken.officeId, taken.at);
  const amount = Math.min(taken.credits, balance);
  if (amount <= 0) return 0;
  const { officeId, orderId, refundId, productCode, at } = taken;
  await recordCreditChange(
    tx,
    { officeId, kind: 'refund', delta: -amount, at, userId: null, orderId, refundId, productCode },
    balance,
  );
  return amount;
}
