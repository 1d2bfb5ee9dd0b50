import { describe, expect, it } from 'vitest';
import { maskPhone, normalizeAnyPhone, normalizeMobile } from './phone.js';

const gulf = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO'];

describe('normalizeMobile', () => {
  it.each([
    ['0512345678', '+966'],
    ['512345678', '+966'],
    ['+966512345678', '+966'],
    ['00966512345678', '+966'],
    ['05 1234 5678', '+966'],
    ['٠٥١٢٣٤٥٦٧٨', '+966'],
    ['512345678', '966'],
  ])('reads %s with %s as +966512345678', (input, dialCode) => {
    expect(normalizeMobile(input, dialCode, gulf)).toEqual({
      ok: true,
      phone: { e164: '+966512345678', dialCode: '+966', country: 'SA' },
    });
  });

  it('refuses a Saudi landline', () => {
    expect(normalizeMobile('112345678', '+966', gulf)).toEqual({ ok: false, reason: 'phoneNotMobile' });
  });

  it('refuses a number of the wrong length', () => {
    expect(normalizeMobile('51234567', '+966', gulf)).toEqual({ ok: false, reason: 'phoneInvalid' });
  });

  it('refuses a number whose country code differs from the dial code', () => {
    expect(normalizeMobile('+971501234567', '+966', gulf)).toEqual({ ok: false, reason: 'phoneInvalid' });
  });

  it('refuses countries outside the allowed list', () => {
    expect(normalizeMobile('7912345678', '+44', gulf)).toEqual({ ok: false, reason: 'countryNotSupported' });
  });

  it.each([
    ['501234567', '+971', '+971501234567'],
    ['1012345678', '+20', '+201012345678'],
    ['791234567', '+962', '+962791234567'],
    ['50012345', '+965', '+96550012345'],
    ['33123456', '+974', '+97433123456'],
    ['36001234', '+973', '+97336001234'],
    ['92123456', '+968', '+96892123456'],
  ])('accepts the mobile %s with %s', (input, dialCode, e164) => {
    const result = normalizeMobile(input, dialCode, gulf);
    expect(result.ok && result.phone.e164).toBe(e164);
  });

  it.each(['+999', '+0', '+1234', '999', '+8', '+00'])('refuses the unknown dial code %s', (dialCode) => {
    expect(normalizeMobile('0551234567', dialCode, gulf)).toEqual({ ok: false, reason: 'dialCodeInvalid' });
  });

  it('refuses garbage', () => {
    for (const input of ['', 'abc', '+', '1'.repeat(40), '05123<script>']) {
      expect(normalizeMobile(input, '+966', gulf).ok).toBe(false);
    }
  });
});

describe('normalizeAnyPhone', () => {
  it('reads a national number with the default dial code', () => {
    expect(normalizeAnyPhone('0501234567', '+971')).toBe('+971501234567');
  });
  it('returns undefined for an invalid number', () => {
    expect(normalizeAnyPhone('12', '+966')).toBeUndefined();
  });
  it('returns undefined for an unknown default dial code', () => {
    expect(normalizeAnyPhone('0501234567', '+999')).toBeUndefined();
  });
});

describe('maskPhone', () => {
  it('hides the middle digits', () => {
    expect(maskPhone('+966512345678')).toBe('+966•••••••78');
  });
});
