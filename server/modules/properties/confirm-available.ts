import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { lockOwnedProperty } from './owned-property.js';

/** The owner says their published ad is still available: its age starts again, and so does its reminder. */
export async function confirmAvailable(deps: AppDeps, caller: AuthUser, propertyId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, caller, propertyId);
    if (property.status !== 'published') throw new AppError('conflict', 'confirmNeedsPublishedAd');
    await tx
      .update(properties)
      .set({ confirmedAt: deps.clock.now(), expiryRemindedAt: null })
      .where(eq(properties.id, propertyId));
  });
}
