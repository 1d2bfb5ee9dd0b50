import type { Clock } from '../clock.js';
import { DEVELOPMENT_TEST_IDS } from '../identity/index.js';
import { LicenceAuthorityUnavailable, unknownLicence, type AdLicenseVerifier } from './verifier.js';

const DAY_MS = 24 * 3600 * 1000;
export const UNAVAILABLE_TEST_NUMBER = '7999999999';

/** One number of each answer, shown under the licence field in development and named in the README. */
export const DEVELOPMENT_TEST_NUMBERS = [
  { number: '7200000001', answer: 'valid' },
  { number: '7300000001', answer: 'expired' },
  { number: '7400000001', answer: 'cancelled' },
  { number: '7500000001', answer: 'ownerMismatch' },
  { number: '7100000001', answer: 'unknown' },
  { number: UNAVAILABLE_TEST_NUMBER, answer: 'unavailable' },
] as const;

/**
 * Answers without asking anyone, by the number's first two digits (documented in
 * docs/decisions/0017-ad-licences.md, so testers and the demo can use them):
 * 72 valid (a year from now), 76 valid with the authority's own deed, area and price,
 * 73 expired, 74 cancelled, 75 issued to another advertiser, 77 issued to the development test ID
 * 1000000008 (valid for whoever verified it, another advertiser's for anyone else); anything else unknown. The one number
 * 7999999999 plays an authority that cannot answer (503). Refused in production (server/config.ts).
 */
export function createDevelopmentVerifier(clock: Clock): AdLicenseVerifier {
  return {
    verify(number) {
      if (number === UNAVAILABLE_TEST_NUMBER) {
        return Promise.reject(
          new LicenceAuthorityUnavailable('development: the authority is down (7999999999)'),
        );
      }
      const now = clock.now().getTime();
      const advertiser = { advertiserName: 'معلن تجريبي', advertiserType: 'individual' };
      switch (number.slice(0, 2)) {
        case '72':
          return Promise.resolve({
            ...unknownLicence,
            ...advertiser,
            state: 'valid',
            expiresAt: new Date(now + 365 * DAY_MS),
          });
        case '76':
          return Promise.resolve({
            ...advertiser,
            advertiserId: null,
            state: 'valid',
            expiresAt: new Date(now + 90 * DAY_MS),
            deedNumber: `3${number.slice(-9)}`,
            area: 300,
            price: 1_500_000,
          });
        case '73':
          return Promise.resolve({
            ...unknownLicence,
            ...advertiser,
            state: 'expired',
            expiresAt: new Date(now - DAY_MS),
          });
        case '74':
          return Promise.resolve({ ...unknownLicence, ...advertiser, state: 'cancelled' });
        case '77':
          return Promise.resolve({
            ...unknownLicence,
            ...advertiser,
            state: 'valid',
            expiresAt: new Date(now + 365 * DAY_MS),
            advertiserId: DEVELOPMENT_TEST_IDS.citizen,
          });
        case '75':
          return Promise.resolve({ ...unknownLicence, state: 'ownerMismatch' });
        default:
          return Promise.resolve(unknownLicence);
      }
    },
  };
}
