import { eq } from 'drizzle-orm';
import type { ChangePasswordBody } from '#contract/dashboard/auth.js';
import { matchesEmail } from '#contract/dashboard/password-policy.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { hashPassword, verifyPassword } from '#server/lib/auth/passwords.js';
import { fieldError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import type { StaffCaller } from './authenticate-staff.js';
import { claimPasswordCheck, clearPasswordChecks, failedPasswordCheck, lockedOut } from './login-attempts.js';
import { replacePassword } from './replace-password.js';

/**
 * The signed-in staff member replaces their password. The current password is checked like a
 * sign-in from the same IP (wrong tries count towards the same lock); every other session of theirs
 * ends.
 */
export async function changePassword(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  body: ChangePasswordBody,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const attempt = { email: caller.email, ip };
  const claim = await claimPasswordCheck(deps.db, attempt, now);
  if (!claim.allowed) throw lockedOut(claim.retryAfterSeconds);
  const [account] = await deps.db
    .select({ passwordHash: staff.passwordHash, passwordChangedAt: staff.passwordChangedAt })
    .from(staff)
    .where(eq(staff.id, caller.id));
  if (!account || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
    return failedPasswordCheck(
      deps,
      attempt,
      claim,
      now,
      fieldError('currentPassword', 'currentPasswordWrong'),
    );
  }
  await clearPasswordChecks(deps.db, attempt);
  if (matchesEmail(body.newPassword, caller.email)) throw fieldError('newPassword', 'passwordSameAsEmail');
  if (body.newPassword === body.currentPassword) throw fieldError('newPassword', 'passwordUnchanged');

  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction((tx) =>
    replacePassword(
      tx,
      actor,
      {
        action: 'change-password',
        staffId: caller.id,
        passwordHash,
        changedBefore: account.passwordChangedAt,
        keepSessionId: caller.sessionId,
      },
      now,
    ),
  );
}
