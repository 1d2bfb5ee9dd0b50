import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { toLatinDigits } from './digits.js';
import type { MessageKey } from '#contract/message-catalogue.js';

export interface NormalizedPhone {
  /** E.164, e.g. +966512345678 */
  e164: string;
  dialCode: string;
  country: CountryCode;
}

/** Calling codes some country uses; libphonenumber throws on any other. */
const knownCallingCodes = new Set(getCountries().map((country) => getCountryCallingCode(country)));

function parsePhone(cleaned: string, callingCode: string): PhoneNumber | undefined {
  if (!knownCallingCodes.has(callingCode)) return undefined;
  try {
    return parsePhoneNumberFromString(cleaned, { defaultCallingCode: callingCode });
  } catch {
    return undefined;
  }
}

export type PhoneResult = { ok: true; phone: NormalizedPhone } | { ok: false; reason: MessageKey };

/**
 * Accepts what people type: 0512345678, 512345678, +966512345678, 00966512345678, spaces, dashes and
 * Arabic-Indic digits; all of these are the same number.
 */
export function normalizeMobile(input: string, dialCode: string, allowed: readonly string[]): PhoneResult {
  const callingCode = toLatinDigits(dialCode).replace(/\D/g, '');
  if (!knownCallingCodes.has(callingCode)) return { ok: false, reason: 'dialCodeInvalid' };
  const cleaned = toLatinDigits(input)
    .replace(/[\s\-().\u200e\u200f]/g, '')
    .replace(/^00/, '+');
  if (!/^\+?\d{4,17}$/.test(cleaned)) return { ok: false, reason: 'phoneInvalid' };
  const parsed = parsePhone(cleaned, callingCode);
  if (!parsed?.isValid()) return { ok: false, reason: 'phoneInvalid' };
  if (parsed.countryCallingCode !== callingCode) return { ok: false, reason: 'phoneInvalid' };
  if (!parsed.country || !allowed.includes(parsed.country))
    return { ok: false, reason: 'countryNotSupported' };
  if (parsed.getType() !== 'MOBILE') return { ok: false, reason: 'phoneNotMobile' };
  return { ok: true, phone: { e164: parsed.number, dialCode: `+${callingCode}`, country: parsed.country } };
}

/** Any valid number in international form, for contact fields such as WhatsApp. */
export function normalizeAnyPhone(input: string, defaultDialCode: string): string | undefined {
  const cleaned = toLatinDigits(input)
    .replace(/[\s\-().\u200e\u200f]/g, '')
    .replace(/^00/, '+');
  if (!/^\+?\d{4,17}$/.test(cleaned)) return undefined;
  const parsed = parsePhone(cleaned, toLatinDigits(defaultDialCode).replace(/\D/g, ''));
  return parsed?.isValid() ? parsed.number : undefined;
}

/** For logs: keeps the country code and the last two digits only. */
export function maskPhone(e164: string): string {
  return e164.length > 6 ? `${e164.slice(0, 4)}${'•'.repeat(e164.length - 6)}${e164.slice(-2)}` : '•••';
}
