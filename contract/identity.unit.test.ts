import { describe, expect, it } from 'vitest';
import { identityKindOf, idNumber, isSaudiIdNumber } from './identity.js';

describe('Saudi ID and iqama numbers', () => {
  it('takes ten digits starting with 1 or 2 whose last is the Luhn check digit', () => {
    for (const valid of ['1000000008', '2000000006', '1000000016', '1234567897']) {
      expect(isSaudiIdNumber(valid), valid).toBe(true);
    }
    for (const invalid of ['1000000000', '3000000004', '100000008', '10000000080', '1o00000008']) {
      expect(isSaudiIdNumber(invalid), invalid).toBe(false);
    }
  });

  it('reads Arabic-Indic digits, spaces and dashes as typed, and tells a citizen from a resident', () => {
    expect(idNumber.parse('١٠٠٠ ٠٠٠-٠٠٨')).toBe('1000000008');
    expect(identityKindOf('1000000008')).toBe('national');
    expect(identityKindOf('2000000006')).toBe('resident');
    expect(idNumber.safeParse('1000000009').error?.issues[0]?.message).toBe('identityNumberInvalid');
    expect(idNumber.safeParse(undefined).error?.issues[0]?.message).toBe('identityNumberRequired');
  });
});
