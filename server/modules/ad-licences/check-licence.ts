import { and, eq } from 'drizzle-orm';
import type { LicenceCheck } from '#contract/ad-licences.js';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { fieldError } from '#server/lib/errors.js';
import { licenceTaken, sameAd } from './claim-licence.js';
import { verifyForSave } from './verify-for-save.js';
import { editableAds } from '../offices/index.js';

/**
 * What a save would say of a licence number, asked while the owner writes the ad (the field is
 * left): valid and theirs, and used by no other live ad than the caller's own `propertyId`.
 */
export async function checkLicence(
  deps: AppDeps,
  caller: AuthUser,
  number: string,
  propertyId: number | undefined,
): Promise<LicenceCheck> {
  const answer = await verifyForSave(deps, caller, number);
  const [own] =
    propertyId === undefined
      ? []
      : await deps.db
          .select({ id: properties.id, revisionOf: properties.revisionOf })
          .from(properties)
          .where(and(eq(properties.id, propertyId), await editableAds(deps.db, caller.id)));
  if (await licenceTaken(deps.db, number, own ? sameAd(own) : [])) {
    throw fieldError('adLicenseNumber', 'adLicenseInUse');
  }
  return {
    expiresAt: answer?.expiresAt?.toISOString() ?? null,
    advertiserName: answer?.advertiserName ?? null,
  };
}
