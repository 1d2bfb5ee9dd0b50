import type { MessageKey } from '#contract/message-catalogue.js';
import type { AppDeps } from '#server/deps.js';
import {
  BrokerAuthorityUnavailable,
  type BrokerLicenceAnswer,
  type BrokerLicenceState,
} from '#server/lib/broker-licence/index.js';
import { licenceStateAt } from '#server/lib/licence-state.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { idHashOf } from '../identity/index.js';

const REFUSALS: Record<Exclude<BrokerLicenceState, 'valid'>, MessageKey> = {
  expired: 'falLicenceExpired',
  cancelled: 'falLicenceCancelled',
  unknown: 'falLicenceUnknown',
};

/**
 * The authority's answer for a FAL licence the site is asked to rely on now: a 422 on `falNumber`
 * naming why when it is not valid, a 503 when the authority cannot answer.
 */
export async function validFalLicence(
  deps: Pick<AppDeps, 'brokerLicences' | 'log'>,
  falNumber: string,
  now: Date,
): Promise<BrokerLicenceAnswer> {
  const answer = await askAuthority(deps, falNumber);
  const state = licenceStateAt(answer, now);
  if (state !== 'valid') throw fieldError('falNumber', REFUSALS[state]);
  return answer;
}

/** The licence is held by the person whose identity hash is `idHash`. */
export const heldBy = (deps: Pick<AppDeps, 'secrets'>, answer: BrokerLicenceAnswer, idHash: string) =>
  answer.holderId !== null && idHashOf(deps, answer.holderId) === idHash;

async function askAuthority(
  deps: Pick<AppDeps, 'brokerLicences' | 'log'>,
  falNumber: string,
): Promise<BrokerLicenceAnswer> {
  try {
    return await deps.brokerLicences.verify(falNumber);
  } catch (error) {
    if (!(error instanceof BrokerAuthorityUnavailable)) throw error;
    deps.log.warn({ reason: error.message }, 'FAL licence: the authority is unavailable');
    throw new AppError('unavailable', 'falUnavailable');
  }
}
