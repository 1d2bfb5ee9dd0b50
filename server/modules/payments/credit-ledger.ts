import { eq } from 'drizzle-orm';
import type { CreditEntryKind } from '#contract/payments.js';
import type { Database } from '#server/db/client.js';
import { officeCreditEntries, officeCredits } from '#server/db/schema/index.js';

type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * The office's balance, its row locked until the transaction ends (made at the office's first use):
 * every change of an office's credits holds it, so two spends queue and cannot overdraw it.
 */
export async function lockedBalance(tx: Writer, officeId: number, at: Date): Promise<number> {
  await tx.insert(officeCredits).values({ officeId, balance: 0, updatedAt: at }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: officeCredits.balance })
    .from(officeCredits)
    .where(eq(officeCredits.officeId, officeId))
    .for('update');
  if (!row) throw new Error(`credit-ledger: office ${officeId} has no balance row`);
  return row.balance;
}

export interface CreditChange {
  officeId: number;
  kind: CreditEntryKind;
  delta: number;
  at: Date;
  userId: string | null;
  orderId?: string;
  refundId?: number;
  propertyId?: number;
  productCode?: string;
  idempotencyKey?: string;
}

/**
 * One ledger entry and the balance beside it, from the balance read under `lockedBalance`'s lock in
 * the same transaction; the table's checks refuse a balance below zero.
 */
export async function recordCreditChange(tx: Writer, change: CreditChange, balanceBefore: number) {
  const balanceAfter = balanceBefore + change.delta;
  const [entry] = await tx
    .insert(officeCreditEntries)
    .values({
      officeId: change.officeId,
      kind: change.kind,
      delta: change.delta,
      balanceAfter,
      orderId: change.orderId ?? null,
      refundId: change.refundId ?? null,
      propertyId: change.propertyId ?? null,
      productCode: change.productCode ?? null,
      userId: change.userId,
      idempotencyKey: change.idempotencyKey ?? null,
      createdAt: change.at,
    })
    .returning();
  if (!entry) throw new Error('credit-ledger: the entry was not written');
  await tx
    .update(officeCredits)
    .set({ balance: balanceAfter, updatedAt: change.at })
    .where(eq(officeCredits.officeId, change.officeId));
  return entry;
}
