import type { AppDeps } from '#server/deps.js';
import { keyedHash } from '#server/lib/secrets.js';

/** Who is looking at an ad: the caller's address and browser, as the request tells them. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/**
 * One visitor, as the view count knows them: a signed-in user by their id (on any device), anyone
 * else by a keyed hash of their address and browser, so neither is stored and the key cannot be
 * reversed without the server's secret. Several people behind one address with the same browser
 * count as one.
 */
export function visitorKeyOf(
  deps: Pick<AppDeps, 'secrets'>,
  userId: string | undefined,
  visitor: Visitor,
): string {
  if (userId) return `u:${userId}`;
  return `v:${keyedHash(deps.secrets.hashKey, 'ad-viewer', visitor.ip, visitor.userAgent ?? '')}`;
}
