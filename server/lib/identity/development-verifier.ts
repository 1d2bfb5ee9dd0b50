import { randomInt, randomUUID } from 'node:crypto';
import {
  InvalidNafathAnswer,
  NafathUnavailable,
  type IdentityVerifier,
  type VerifiedPerson,
} from './verifier.js';

/**
 * Test IDs of the development verifier (docs/operations/identity.md). Each passes the ID check; any
 * other valid ID is verified as a generic person.
 */
export const DEVELOPMENT_TEST_IDS = {
  citizen: '1000000008',
  resident: '2000000006',
  rejects: '1000000016',
  neverAnswers: '1000000024',
  unavailable: '1000000032',
} as const;

const PEOPLE: Record<string, Omit<VerifiedPerson, 'idNumber'>> = {
  [DEVELOPMENT_TEST_IDS.citizen]: { nameAr: 'محمد عبدالله القحطاني', nameEn: 'Mohammed Abdullah Alqahtani' },
  [DEVELOPMENT_TEST_IDS.resident]: { nameAr: 'أحمد خان', nameEn: 'Ahmed Khan' },
};

/**
 * Answers as Nafath would, without a network: the person "picks the number" at the first status
 * question, and the answer is trusted at once (there is no callback). Refused in production.
 */
export function createDevelopmentIdentityVerifier(): IdentityVerifier {
  return {
    start(idNumber) {
      if (idNumber === DEVELOPMENT_TEST_IDS.unavailable) {
        return Promise.reject(new NafathUnavailable('the development verifier plays Nafath down'));
      }
      return Promise.resolve({ transId: randomUUID(), random: String(randomInt(10, 100)) });
    },
    status({ idNumber }) {
      if (idNumber === DEVELOPMENT_TEST_IDS.rejects) return Promise.resolve({ state: 'rejected' });
      if (idNumber === DEVELOPMENT_TEST_IDS.neverAnswers) return Promise.resolve({ state: 'waiting' });
      const person = PEOPLE[idNumber] ?? { nameAr: 'معلن تجريبي', nameEn: 'Test Advertiser' };
      return Promise.resolve({ state: 'completed', person: { idNumber, ...person } });
    },
    readCallback() {
      return Promise.reject(new InvalidNafathAnswer('the development verifier takes no callbacks'));
    },
  };
}
