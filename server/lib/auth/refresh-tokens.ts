import { keyedHash, randomToken } from '../secrets.js';

export const REFRESH_LIMITS = {
  idleSeconds: 30 * 24 * 3600,
  absoluteSeconds: 90 * 24 * 3600,
  parentGraceSeconds: 10,
} as const;

export function newRefreshToken(): string {
  return randomToken(32);
}

/**
 * The token that replaces `parent` is derived from it, so a replay of the parent inside the grace
 * window can be answered with the same current token without keeping any token in clear.
 */
export function childRefreshToken(parent: string, key: Buffer): string {
  return keyedHash(key, 'refresh-child', parent);
}

export function hashRefreshToken(token: string, key: Buffer): string {
  return keyedHash(key, 'refresh', token);
}
