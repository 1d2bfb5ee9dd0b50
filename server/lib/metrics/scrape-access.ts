import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries the metrics token; compared in constant time (over
 * digests, so the lengths do not tell either). Without a token configured, nothing opens.
 */
export function carriesToken(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined || authorization === undefined) return false;
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
