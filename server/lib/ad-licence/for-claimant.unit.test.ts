import { describe, expect, it } from 'vitest';
import { forClaimant, unknownLicence, type LicenceAnswer } from './verifier.js';

const hashOf = (idNumber: string) => `hash:${idNumber}`;
const valid: LicenceAnswer = { ...unknownLicence, state: 'valid', advertiserId: '1000000008' };

describe('a licence answer as it stands for its claimant', () => {
  it('is the claimant’s where the licence names their verified ID', () => {
    const claimant = { phoneNumber: '+966500000001', idHash: hashOf('1000000008') };
    expect(forClaimant(valid, claimant, hashOf).state).toBe('valid');
  });

  it('is another advertiser’s where it names another ID, whatever its state', () => {
    const claimant = { phoneNumber: '+966500000001', idHash: hashOf('2000000006') };
    for (const state of ['valid', 'expired', 'cancelled'] as const) {
      expect(forClaimant({ ...valid, state }, claimant, hashOf).state).toBe('ownerMismatch');
    }
  });

  it('keeps the authority’s verdict where either side has no ID, and an unknown licence unknown', () => {
    const unverified = { phoneNumber: '+966500000001', idHash: null };
    expect(forClaimant(valid, unverified, hashOf).state).toBe('valid');
    const verified = { phoneNumber: '+966500000001', idHash: hashOf('2000000006') };
    expect(forClaimant({ ...valid, advertiserId: null }, verified, hashOf).state).toBe('valid');
    expect(forClaimant({ ...unknownLicence, advertiserId: '1' }, verified, hashOf).state).toBe('unknown');
  });
});
