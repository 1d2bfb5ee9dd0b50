import type { Secrets } from '#server/lib/secrets.js';
import { isSignedLink, signLink, type SignedLink } from '#server/lib/signed-links.js';

/** The web page that verifies an address (web route `/account/verify-email`). */
export const VERIFY_EMAIL_PAGE = '/account/verify-email';

const PURPOSE = 'email-verification';

/** In any letter case: the profile keeps an address's verification when only its case changes. */
const boundTo = (userId: string, address: string) => [userId, address.trim().toLowerCase()];

/**
 * The page path, signed, that verifies this user's address. The signature covers the address, which
 * the link does not carry: once the profile holds another address, the link verifies nothing.
 */
export function emailVerificationPath(
  secrets: Pick<Secrets, 'linkKey'>,
  link: { userId: string; address: string; madeAt: Date },
): string {
  const { madeAt, token } = signLink(
    secrets.linkKey,
    PURPOSE,
    boundTo(link.userId, link.address),
    link.madeAt,
  );
  const query = new URLSearchParams({ user: link.userId, at: String(madeAt), token });
  return `${VERIFY_EMAIL_PAGE}?${query.toString()}`;
}

export function isEmailVerificationLink(
  secrets: Pick<Secrets, 'linkKey'>,
  link: SignedLink & { userId: string },
  address: string,
): boolean {
  return isSignedLink(secrets.linkKey, PURPOSE, boundTo(link.userId, address), link);
}
