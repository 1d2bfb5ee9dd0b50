import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { emailVerificationSends } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { addressToVerify, EmailDeliveryError } from '#server/lib/email/index.js';
import { emailVerificationEmail } from '#server/lib/email/templates/email-verification.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { keyedHash } from '#server/lib/secrets.js';
import { emailVerificationPath } from './email-verification-link.js';
import { enforceVerificationLimits } from './email-verification-limits.js';
import { loadUser } from './load-user.js';

/**
 * Mails the caller's unverified address a signed link that verifies it, within the sending limits.
 * A send the provider refuses is a 503 and does not count against them.
 */
export async function sendEmailVerification(
  deps: AppDeps,
  caller: AuthUser,
  ip: string,
): Promise<{ validHours: number }> {
  const user = await loadUser(deps, caller.id);
  if (!user.email) throw fieldError('email', 'emailMissing');
  if (user.emailVerifiedAt) throw fieldError('email', 'emailAlreadyVerified');
  const address = user.email;
  const now = deps.clock.now();
  const addressHash = keyedHash(deps.secrets.hashKey, 'email-address', address.trim().toLowerCase());

  const sendId = await deps.db.transaction(async (tx) => {
    await enforceVerificationLimits(tx, deps.config, { userId: user.id, addressHash, ip, now });
    const [row] = await tx
      .insert(emailVerificationSends)
      .values({ userId: user.id, addressHash, ip, createdAt: now })
      .returning({ id: emailVerificationSends.id });
    return row?.id;
  });

  const { linkHours } = deps.config.email.verification;
  const site = deps.config.publicUrl.replace(/\/+$/, '');
  const url = `${site}${emailVerificationPath(deps.secrets, { userId: user.id, address, madeAt: now })}`;
  try {
    await deps.email.send({
      to: addressToVerify(address),
      ...emailVerificationEmail({ url, hours: linkHours }),
    });
  } catch (error) {
    if (!(error instanceof EmailDeliveryError)) throw error;
    deps.log.warn({ userId: user.id, reason: error.reason }, 'email verification link not sent');
    if (sendId) await deps.db.delete(emailVerificationSends).where(eq(emailVerificationSends.id, sendId));
    throw new AppError('unavailable', 'emailUnavailable');
  }
  return { validHours: linkHours };
}
