import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { officeCreditEntries, officeCredits } from '#server/db/schema/index.js';

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
  const [account] = await tx
    .select()
    .from(officeCredits)
    .where(eq(officeCredits.officeId, taken.officeId))
    .for('update');
  const amount = Math.min(taken.credits, account?.balance ?? 0);
  if (!account || amount <= 0) return 0;
  const balanceAfter = account.balance - amount;
  await tx
    .update(officeCredits)
    .set({ balance: balanceAfter, updatedAt: taken.at })
    .where(eq(officeCredits.officeId, taken.officeId));
  await tx.insert(officeCreditEntries).values({
    officeId: taken.officeId,
    kind: 'refund',
    delta: -amount,
    balanceAfter,
    orderId: taken.orderId,
    refundId: taken.refundId,
    productCode: taken.productCode,
    createdAt: taken.at,
  });
  return amount;
}
