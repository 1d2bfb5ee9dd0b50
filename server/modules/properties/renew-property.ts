import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { nextVersion } from './ad-version.js';
import { lockOwnedProperty } from './owned-property.js';

/**
 * The owner renews their expired ad: it is published again as it was approved (its content did not
 * change; an edit goes to review as always), its age starting now (ADR 0018).
 */
export async function renewProperty(deps: AppDeps, caller: AuthUser, propertyId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, caller, propertyId);
    if (property.status !== 'expired') throw new AppError('conflict', 'adNotExpired');
    const now = deps.clock.now();
    await tx
      .update(properties)
      .set({
        status: 'published',
        confirmedAt: now,
        expiryRemindedAt: null,
        closedAt: null,
        updatedAt: now,
        version: nextVersion(),
      })
      .where(eq(properties.id, propertyId));
  });
}
