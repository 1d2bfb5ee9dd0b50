import { isDeepStrictEqual } from 'node:util';
import type { ProductChangeBody, VisibilityProductView } from '#contract/dashboard/payments-finance.js';
import type { ProductKind } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { visibilityProducts } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { productSnapshot, toProductView, type ProductRow } from './product-view.js';

/** Which kinds each field belongs to (the table's shape check, said before it refuses). */
const fieldKinds: Partial<Record<keyof ProductChangeBody, readonly ProductKind[]>> = {
  days: ['feature'],
  credits: ['credits'],
  creditCost: ['feature', 'bump'],
};

/** A field sent for a kind it does not belong to is a 422 on that field. */
function checkFieldsFit(kind: ProductKind, change: ProductChangeBody) {
  for (const [field, kinds] of Object.entries(fieldKinds)) {
    const sent = change[field as keyof ProductChangeBody] !== undefined;
    if (sent && !kinds.includes(kind)) throw fieldError(field, 'productFieldNotForKind');
  }
}

/**
 * Changes what staff sent of a product, with its audit entry, in one transaction on the locked row;
 * a change that changes nothing writes nothing. Orders copy the price, days and credits when they
 * are made, so only new orders see the change.
 */
export async function updateVisibilityProduct(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: number,
  change: ProductChangeBody,
): Promise<VisibilityProductView> {
  const now = deps.clock.now();
  const { row } = await deps.db.transaction((tx) =>
    auditedUpdate(tx, visibilityProducts, id, {
      actor,
      at: now,
      resource: 'Payments',
      action: 'update',
      snapshot: productSnapshot,
      change: (before: ProductRow) => {
        checkFieldsFit(before.kind, change);
        return isDeepStrictEqual({ ...before, ...change }, before)
          ? undefined
          : { ...change, updatedAt: now };
      },
    }),
  );
  return toProductView(row);
}
