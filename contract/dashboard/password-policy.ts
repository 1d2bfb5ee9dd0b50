import { z } from 'zod';
import { latinDigits } from '../common.js';
import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from './common-passwords.js';

export const PASSWORD_RULES = { minLength: 10, maxLength: 128, minDistinctCharacters: 4 } as const;

const commonPasswords = new Set(COMMON_PASSWORDS);
const commonWords = new Set(COMMON_BASE_WORDS);
/** Digits, punctuation and spaces around a word (Arabic letters are letters, not symbols). */
const EDGES = /^[\d\s\p{P}\p{S}]+|[\d\s\p{P}\p{S}]+$/gu;

function normalize(password: string): string {
  return latinDigits(password.normalize('NFKC')).toLowerCase();
}

/**
 * True for a password from the built-in list (any letter case, Arabic-Indic digits counted as
 * digits), a common word with only digits or symbols around it, digits and symbols alone, or fewer
 * than four different characters.
 */
export function isCommonPassword(password: string): boolean {
  const normalized = normalize(password);
  if (commonPasswords.has(normalized)) return true;
  const core = normalized.replace(EDGES, '');
  if (core === '' || commonWords.has(core)) return true;
  return new Set(normalized).size < PASSWORD_RULES.minDistinctCharacters;
}

/** The password must not be the email address or its part before the @. */
export function matchesEmail(password: string, email: string): boolean {
  const candidate = normalize(password).trim();
  const address = email.trim().toLowerCase();
  return candidate === address || candidate === address.split('@')[0];
}

/** A new password's own rules; the email rule needs the email and is checked by the body's schema. */
export const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired', abort: true })
  .min(PASSWORD_RULES.minLength, { error: 'passwordTooShort', abort: true })
  .max(PASSWORD_RULES.maxLength, { error: 'passwordTooLong', abort: true })
  .refine((password) => !isCommonPassword(password), 'passwordTooCommon');

/** For sign-in and "current password": any stored password, no strength rules. */
export const presentedPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .max(PASSWORD_RULES.maxLength * 2, 'passwordTooLong');

export const staffEmail = z
  .string({ error: 'emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'emailRequired', abort: true })
  .max(254, { error: 'emailInvalid', abort: true })
  .pipe(z.email('emailInvalid'));

/** Adds the "not the email" issue to the password field of an object schema. */
export function passwordNotEmail<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
  emailOf: (value: T) => string | undefined,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const password = value[passwordField];
    const email = emailOf(value);
    if (typeof password === 'string' && email && matchesEmail(password, email)) {
      ctx.addIssue({ code: 'custom', path: [passwordField], message: 'passwordSameAsEmail' });
    }
  };
}
