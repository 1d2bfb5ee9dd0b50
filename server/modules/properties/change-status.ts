import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { lookups, properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { nextVersion } from '../ads/index.js';
import { lockOwnedProperty } from './owned-property.js';

type OwnerStatus = 'sold' | 'rented' | 'archived';

/**
 * The owner closes an ad: sold (a sale) or rented (a rent) once it is published, or archived at any
 * time. Editing an archived ad sends it back to review. `closed_at` dates the closing: a sold or rented
 * ad's page stays public, marked, SOLD_VISIBLE_DAYS after it.
 */
export async function changeStatus(deps: AppDeps, caller: AuthUser, propertyId: number, status: OwnerStatus) {
  await deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, caller, propertyId);
    if (property.status === 'draft') throw new AppError('conflict', 'statusNotAllowed');
    if (status !== 'archived') {
      const [transaction] = await tx
        .select({ key: lookups.key })
        .from(lookups)
        .where(eq(lookups.id, property.transactionTypeId));
      const fits = (status === 'sold') === (transaction?.key !== 'rent');
      if (property.status !== 'published' || !fits) throw new AppError('conflict', 'statusNotAllowed');
    }
    const now = deps.clock.now();
    await tx
      .update(properties)
      .set({ status, closedAt: now, updatedAt: now, version: nextVersion() })
      .where(eq(properties.id, propertyId));
  });
}
