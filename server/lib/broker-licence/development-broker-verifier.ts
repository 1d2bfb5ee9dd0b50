import type { Clock } from '../clock.js';
import { DEVELOPMENT_TEST_IDS } from '../identity/index.js';
import { BrokerAuthorityUnavailable, unknownBrokerLicence, type BrokerLicenceVerifier } from './verifier.js';

const DAY_MS = 24 * 3600 * 1000;
export const UNAVAILABLE_FAL_NUMBER = '1199999999';

/** One FAL number of each answer, named in docs/operations/offices.md. */
export const DEVELOPMENT_FAL_NUMBERS = [
  { number: '1100000001', answer: 'valid, held by the development test ID 1000000008' },
  { number: '1200000001', answer: 'valid, held by the development test ID 2000000006' },
  { number: '1300000001', answer: 'expired' },
  { number: '1400000001', answer: 'cancelled' },
  { number: '1500000001', answer: 'valid, held by someone else' },
  { number: UNAVAILABLE_FAL_NUMBER, answer: 'the authority is unavailable' },
] as const;

/**
 * Answers by the number's first two digits, without a network: 11 valid for the test citizen, 12 for
 * the test resident, 13 expired, 14 cancelled, 15 another holder's; anything else unknown.
 */
export function createDevelopmentBrokerVerifier(clock: Clock): BrokerLicenceVerifier {
  return {
    verify(number) {
      if (number === UNAVAILABLE_FAL_NUMBER) {
        return Promise.reject(new BrokerAuthorityUnavailable('development: the authority is down'));
      }
      const now = clock.now().getTime();
      const held = (holderId: string, holderName: string) => ({
        state: 'valid' as const,
        expiresAt: new Date(now + 365 * DAY_MS),
        holderName,
        holderKind: 'individual' as const,
        holderId,
      });
      switch (number.slice(0, 2)) {
        case '11':
          return Promise.resolve(held(DEVELOPMENT_TEST_IDS.citizen, 'محمد عبدالله القحطاني'));
        case '12':
          return Promise.resolve(held(DEVELOPMENT_TEST_IDS.resident, 'أحمد خان'));
        case '13':
          return Promise.resolve({
            ...unknownBrokerLicence,
            state: 'expired',
            expiresAt: new Date(now - DAY_MS),
          });
        case '14':
          return Promise.resolve({ ...unknownBrokerLicence, state: 'cancelled' });
        case '15':
          return Promise.resolve(held('1000000040', 'وسيط آخر'));
        default:
          return Promise.resolve(unknownBrokerLicence);
      }
    },
  };
}
