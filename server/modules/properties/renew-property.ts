import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { claimLicence, recordLicenceCheck, verifyForSave } from '../ad-licences/index.js';
import { nextVersion } from '../ads/index.js';
import { requireIdentityToPublish } from '../identity/index.js';
import { lockOwnedProperty } from './owned-property.js';
import { refuseWhileOfficeSuspended, statusOnReturn } from './owner-edit.js';
import { priceMadePublic } from './price-made-public.js';

/**
 * The owner renews their expired ad, its age starting now (ADR 0018): it is published again as it was
 * approved, or goes to review when its owner changed it while it was expired (its photos) and
 * moderation is on. Either way its licence must still be valid at the authority and taken by no other
 * live ad (ADR 0017), as on a save.
 */
export async function renewProperty(
  deps: AppDeps,
  caller: AuthUser,
  propertyId: number,
): Promise<{ status: 'published' | 'pending' }> {
  const expired = await deps.db.transaction((tx) => lockOwnedProperty(tx, caller, propertyId));
  if (expired.status !== 'expired') throw new AppError('conflict', 'adNotExpired');
  await requireIdentityToPublish(deps, caller.id);
  const number = expired.adLicenseNumber;
  const answer = await verifyForSave(deps, caller, number);
  return deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, caller, propertyId);
    if (property.status !== 'expired') throw new AppError('conflict', 'adNotExpired');
    if (property.adLicenseNumber !== number) throw new AppError('conflict', 'adNotExpired');
    await refuseWhileOfficeSuspended(tx, property);
    const now = deps.clock.now();
    if (number !== null) await claimLicence(tx, number, [propertyId]);
    await recordLicenceCheck(tx, now, propertyId, number !== null && answer ? { number, answer } : null);
    const status = statusOnReturn(property, deps.config.moderation);
    const [renewed] = await tx
      .update(properties)
      .set({
        status,
        ...(status === 'published' && { unreviewedEditAt: null }),
        confirmedAt: now,
        expiryRemindedAt: null,
        closedAt: null,
        updatedAt: now,
        version: nextVersion(),
      })
      .where(eq(properties.id, propertyId))
      .returning();
    // Staff may have corrected the price while the ad was expired: it becomes public now.
    if (renewed) await priceMadePublic(tx, now, renewed);
    return { status };
  });
}
