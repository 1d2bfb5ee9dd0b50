import { isbot } from 'isbot';
import type { AppDeps } from '#server/deps.js';
import { keyedHash } from '#server/lib/secrets.js';

/** Who is looking at an ad: the caller's address and browser, as the request tells them. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Whether a request is a robot's rather than a person's: no `User-Agent` at all (scripts, probes), or
 * one `isbot` knows as a crawler, a preview fetcher or a headless tool. Their looks count nowhere.
 */
export function isRobot(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}

/**
 * One visitor, as the counts know them: a signed-in user by their id (on any device), anyone else by a
 * keyed hash of their address and browser, so neither is stored and the key cannot be reversed without
 * the server's secret. Several people behind one address with the same browser count as one.
 */
export function visitorKeyOf(
  deps: Pick<AppDeps, 'secrets'>,
  userId: string | undefined,
  visitor: Visitor,
): string {
  if (userId) return userVisitorKey(userId);
  return `v:${keyedHash(deps.secrets.hashKey, 'ad-viewer', visitor.ip, visitor.userAgent ?? '')}`;
}

/** A signed-in user as a visitor: the same key on every device. */
export const userVisitorKey = (userId: string): string => `u:${userId}`;
