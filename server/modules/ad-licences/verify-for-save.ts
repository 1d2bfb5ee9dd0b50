import type { AdLicenceState } from '#contract/properties.js';
import type { MessageKey } from '#contract/message-catalogue.js';
import type { AppDeps } from '#server/deps.js';
import { LicenceAuthorityUnavailable, stateAt, type LicenceAnswer } from '#server/lib/ad-licence/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { askAuthority } from './ask-authority.js';

const REFUSALS: Record<Exclude<AdLicenceState, 'valid'>, MessageKey> = {
  expired: 'adLicenseExpired',
  cancelled: 'adLicenseCancelled',
  unknown: 'adLicenseUnknown',
  ownerMismatch: 'adLicenseOwnerMismatch',
};

/**
 * Before an ad is saved: a licence number is required (AD_LICENSE_REQUIRED), and any number given must
 * be valid at the authority and issued to the caller (their verified identity, where both sides name one). A refusal is a 422 on `adLicenseNumber` naming
 * the authority's answer; an authority that cannot answer now is a 503, and nothing is saved.
 */
export async function verifyForSave(
  deps: AppDeps,
  caller: AuthUser,
  number: string | null,
): Promise<LicenceAnswer | null> {
  if (number === null) {
    if (deps.config.adLicences.required) throw fieldError('adLicenseNumber', 'adLicenseRequired');
    return null;
  }
  let answer: LicenceAnswer;
  try {
    answer = await askAuthority(deps, caller, number);
  } catch (error) {
    if (!(error instanceof LicenceAuthorityUnavailable)) throw error;
    deps.log.warn({ reason: error.message }, 'ad licence: the authority is unavailable');
    throw new AppError('unavailable', 'adLicenseUnavailable');
  }
  const state = stateAt(answer, deps.clock.now());
  if (state !== 'valid') throw fieldError('adLicenseNumber', REFUSALS[state]);
  return answer;
}
