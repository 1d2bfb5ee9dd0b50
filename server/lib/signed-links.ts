import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from './secrets.js';

/**
 * A link that acts without sign-in (a saved search's unsubscribe, an email verification) carries the
 * values it acts on, the moment it was made, and this signature of them with the purpose: a link of
 * one purpose never passes as another's.
 */
export interface SignedLink {
  /** When the link was made, in milliseconds since 1970: it expires and is compared with later changes. */
  madeAt: number;
  token: string;
}

export function signLink(key: Buffer, purpose: string, values: readonly string[], madeAt: Date): SignedLink {
  const at = madeAt.getTime();
  return { madeAt: at, token: keyedHash(key, purpose, ...values, String(at)) };
}

/** Whether the token signs these values and time for this purpose (compared in constant time). */
export function isSignedLink(
  key: Buffer,
  purpose: string,
  values: readonly string[],
  link: SignedLink,
): boolean {
  const expected = Buffer.from(keyedHash(key, purpose, ...values, String(link.madeAt)));
  const given = Buffer.from(link.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Past its lifetime at `now`, or made after `now` (a clock set back): not to be acted on. */
export function isLinkExpired(link: Pick<SignedLink, 'madeAt'>, lifetimeSeconds: number, now: Date): boolean {
  const age = now.getTime() - link.madeAt;
  return age > lifetimeSeconds * 1000 || age < 0;
}
