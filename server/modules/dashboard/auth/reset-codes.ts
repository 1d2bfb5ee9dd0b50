import { randomInt, timingSafeEqual } from 'node:crypto';
import { keyedHash } from '#server/lib/secrets.js';
import { STAFF_AUTH_LIMITS } from './staff-auth-limits.js';

const { resetCodeLength } = STAFF_AUTH_LIMITS;

export function newResetCode(): string {
  return String(randomInt(0, 10 ** resetCodeLength)).padStart(resetCodeLength, '0');
}

/** Bound to the reset's id, so one code's hash says nothing about another. */
export function hashResetCode(key: Buffer, resetId: string, code: string): string {
  return keyedHash(key, 'staff-reset-code', resetId, code);
}

export function sameResetCode(key: Buffer, resetId: string, code: string, storedHash: string): boolean {
  const presented = Buffer.from(hashResetCode(key, resetId, code));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
