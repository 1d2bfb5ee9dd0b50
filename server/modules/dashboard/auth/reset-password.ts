import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ResetPasswordBody } from '../../../../contract/dashboard/auth.js';
import type { AppDeps } from '../../../deps.js';
import { staff, staffPasswordResets as resets } from '../../../db/schema/index.js';
import { hashPassword } from '../../../lib/auth/passwords.js';
import { fieldError } from '../../../lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { clearPasswordChecks } from './login-attempts.js';
import { sameResetCode } from './reset-codes.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';
import { revokeStaffSessions } from './staff-sessions.js';

const noLongerValid = () => fieldError('code', 'codeNoLongerValid');

/**
 * Sets a new password with the newest code sent to the email. Each try is counted before the code is
 * compared (five per code, right or wrong); a used, replaced or expired code and an unknown email
 * all answer "request a new code". Success ends every session and lifts a sign-in lock.
 */
export async function resetPassword(
  deps: AppDeps,
  body: ResetPasswordBody,
  requestId: string,
): Promise<void> {
  const now = deps.clock.now();
  const [account] = await deps.db
    .select({ id: staff.id, email: staff.email, passwordChangedAt: staff.passwordChangedAt })
    .from(staff)
    .where(eq(staff.email, body.email));
  if (!account) throw noLongerValid();

  const [latest] = await deps.db
    .select({ id: resets.id })
    .from(resets)
    .where(and(eq(resets.staffId, account.id), isNull(resets.supersededAt)))
    .orderBy(desc(resets.createdAt))
    .limit(1);
  if (!latest) throw noLongerValid();
  const [claimed] = await deps.db
    .update(resets)
    .set({ attempts: sql`${resets.attempts} + 1` })
    .where(
      and(
        eq(resets.id, latest.id),
        isNull(resets.consumedAt),
        isNull(resets.supersededAt),
        gt(resets.expiresAt, now),
        lt(resets.attempts, LIMITS.resetCodeMaxAttempts),
      ),
    )
    .returning({ codeHash: resets.codeHash });
  if (!claimed) throw noLongerValid();
  if (!sameResetCode(deps.secrets.hashKey, latest.id, body.code, claimed.codeHash)) {
    throw fieldError('code', 'codeInvalid');
  }

  const passwordHash = await hashPassword(body.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(resets)
      .set({ consumedAt: now })
      .where(and(eq(resets.id, latest.id), isNull(resets.consumedAt)))
      .returning({ id: resets.id });
    if (!consumed) return false;
    await tx
      .update(staff)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(staff.id, account.id));
    await revokeStaffSessions(tx, account.id, 'password_reset', now);
    await clearPasswordChecks(tx, account.email);
    const actor: AuditActor = { staffId: account.id, staffEmail: account.email, requestId };
    await recordAudit(
      tx,
      actor,
      {
        action: 'reset-password',
        resource: 'Staff',
        resourceId: account.id,
        before: { passwordChangedAt: account.passwordChangedAt },
        after: { passwordChangedAt: now },
      },
      now,
    );
    return true;
  });
  if (!done) throw noLongerValid();
}
