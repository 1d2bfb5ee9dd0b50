import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';
import { isLinkExpired } from '#server/lib/signed-links.js';
import { isEmailVerificationLink } from './email-verification-link.js';

/**
 * The signed link mailed to an address verifies it, with no sign-in. It must be signed for the
 * address the profile holds now and be younger than EMAIL_VERIFICATION_LINK_HOURS; an unknown user,
 * a wrong signature and an address changed since are the same 422.
 */
export async function verifyEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config'>,
  link: { user: string; at: number; token: string },
): Promise<{ verified: true }> {
  const now = deps.clock.now();
  const signed = { userId: link.user, madeAt: link.at, token: link.token };
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, link.user));
  if (!user?.email || !isEmailVerificationLink(deps.secrets, signed, user.email)) {
    throw fieldError('token', 'emailLinkInvalid');
  }
  if (isLinkExpired(signed, deps.config.email.verification.linkHours * 3600, now)) {
    throw fieldError('at', 'emailLinkExpired');
  }
  // Only if the address is still the one read: a change in between leaves it unverified.
  const [verified] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, link.user), eq(users.email, user.email)))
    .returning({ at: users.emailVerifiedAt });
  if (!verified) throw fieldError('token', 'emailLinkInvalid');
  return { verified: true };
}
