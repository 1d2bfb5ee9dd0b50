import { randomInt } from 'node:crypto';
import { keyedHash } from '#server/lib/secrets.js';
import { SIGN_IN_LIMITS } from './sign-in-limits.js';

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_LIMITS.codeLength)).padStart(SIGN_IN_LIMITS.codeLength, '0');
}

/** Bound to the verification id, so one code's hash says nothing about another. */
export function hashVerificationCode(key: Buffer, verificationId: string, code: string): string {
  return keyedHash(key, 'verification-code', verificationId, code);
}
