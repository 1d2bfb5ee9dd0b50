import type { AdLicenceState } from '#contract/properties.js';
import { licenceStateAt } from '../licence-state.js';

/** Who claims the licence: the ad's owner, known to the authority by the mobile number of their account. */
export interface LicenceClaimant {
  phoneNumber: string;
}

/** The claimant as we know them: also the keyed hash of their Nafath-verified ID, when they have one. */
export interface KnownClaimant extends LicenceClaimant {
  idHash: string | null;
}

/** What the authority says of one licence number (docs/decisions/0017-ad-licences.md). */
export interface LicenceAnswer {
  state: AdLicenceState;
  expiresAt: Date | null;
  advertiserName: string | null;
  advertiserType: string | null;
  /**
   * The ID (or unified number) of the advertiser the licence was issued to, where the authority says:
   * compared with the claimant's verified identity, never stored or logged (docs/decisions/0038).
   */
  advertiserId: string | null;
  deedNumber: string | null;
  /** The property as licensed, square metres and riyals: shown where the ad says otherwise. */
  area: number | null;
  price: number | null;
}

export interface AdLicenseVerifier {
  /** The authority's answer; throws LicenceAuthorityUnavailable when it cannot be had now. */
  verify(number: string, claimant: LicenceClaimant, signal?: AbortSignal): Promise<LicenceAnswer>;
}

/** The authority did not answer in time, answered with an error, or with something unreadable. */
export class LicenceAuthorityUnavailable extends Error {
  override readonly name = 'LicenceAuthorityUnavailable';
}

export const unknownLicence: LicenceAnswer = {
  state: 'unknown',
  expiresAt: null,
  advertiserName: null,
  advertiserType: null,
  advertiserId: null,
  deedNumber: null,
  area: null,
  price: null,
};

/** A licence whose expiry date has passed is expired, whatever the authority said when last asked. */
export const stateAt = (answer: Pick<LicenceAnswer, 'state' | 'expiresAt'>, now: Date): AdLicenceState =>
  licenceStateAt(answer, now);

/**
 * The answer as it stands for this claimant: a licence the authority says was issued to an ID other
 * than the claimant's verified one is another advertiser's, whatever the mobile number matched. Where
 * either side has no ID, the authority's own verdict stands.
 */
export function forClaimant(
  answer: LicenceAnswer,
  claimant: KnownClaimant,
  hashOf: (idNumber: string) => string,
): LicenceAnswer {
  if (answer.state === 'unknown' || answer.advertiserId === null || claimant.idHash === null) return answer;
  return hashOf(answer.advertiserId) === claimant.idHash ? answer : { ...answer, state: 'ownerMismatch' };
}
