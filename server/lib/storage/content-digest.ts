import { createHash } from 'node:crypto';

/**
 * A short name part that changes whenever the bytes do (96 bits of SHA-256, base64url), for files whose
 * key would otherwise repeat with other bytes: a re-seeded catalogue reuses ad ids.
 */
export function contentDigest(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 16);
}
