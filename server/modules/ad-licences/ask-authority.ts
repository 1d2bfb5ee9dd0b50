import type { AppDeps } from '#server/deps.js';
import { forClaimant, type LicenceAnswer } from '#server/lib/ad-licence/index.js';
import { idHashOf, verifiedIdHash } from '../identity/index.js';

/**
 * The authority's answer about a licence, as it stands for the ad's owner: issued to another ID than
 * the owner's Nafath-verified one, it is another advertiser's (docs/decisions/0038). Throws
 * LicenceAuthorityUnavailable as the verifier does.
 */
export async function askAuthority(
  deps: Pick<AppDeps, 'db' | 'adLicences' | 'secrets'>,
  owner: { id: string; phoneNumber: string },
  number: string,
  signal?: AbortSignal,
): Promise<LicenceAnswer> {
  const idHash = await verifiedIdHash(deps, owner.id);
  const answer = await deps.adLicences.verify(number, { phoneNumber: owner.phoneNumber }, signal);
  return forClaimant(answer, { phoneNumber: owner.phoneNumber, idHash }, (id) => idHashOf(deps, id));
}
