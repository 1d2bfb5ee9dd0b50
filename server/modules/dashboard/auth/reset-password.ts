import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ResetPasswordBody } from '#contract/dashboard/auth.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffPasswordResets as resets } from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/auth/passwords.js';
import { fieldError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { clearEveryPasswordCheck } from './login-attempts.js';
import { sameResetCode } from './reset-codes.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';
import { revokeStaffSessions } from './staff-sessions.js';

const rejected = () => fieldError('code', 'resetCodeRejected');

/**
 * Sets a new password with the newest code sent to the email. A wrong code, a used, replaced, expired
 * or burned one and an unknown email get the same answer after the same single statement, which
 * counts the try before the code is compared (five per code, right or wrong). Success ends every
 * session and lifts every sign-in lock of the email.
 */
export async function resetPassword(
  deps: AppDeps,
  body: ResetPasswordBody,
  requestId: string,
): Promise<void> {
  const now = deps.clock.now();
  const claimed = await claimTry(deps.db, body.email, now);
  if (!claimed || !sameResetCode(deps.secrets.hashKey, claimed.id, body.code, claimed.codeHash)) {
    throw rejected();
  }

  const passwordHash = await hashPassword(body.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(resets)
      .set({ consumedAt: now })
      .where(and(eq(resets.id, claimed.id), isNull(resets.consumedAt)))
      .returning({ id: resets.id });
    const [account] = await tx
      .select({ email: staff.email, passwordChangedAt: staff.passwordChangedAt })
      .from(staff)
      .where(eq(staff.id, claimed.staffId));
    if (!consumed || !account) return false;
    await tx
      .update(staff)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(staff.id, claimed.staffId));
    await revokeStaffSessions(tx, claimed.staffId, 'password_reset', now);
    await clearEveryPasswordCheck(tx, account.email);
    const actor: AuditActor = { staffId: claimed.staffId, staffEmail: account.email, requestId };
    await recordAudit(
      tx,
      actor,
      {
        action: 'reset-password',
        resource: 'Staff',
        resourceId: claimed.staffId,
        before: { passwordChangedAt: account.passwordChangedAt },
        after: { passwordChangedAt: now },
      },
      now,
    );
    return true;
  });
  if (!done) throw rejected();
}

/** Counts a try on the email's newest code while it is usable; nothing when there is none. */
async function claimTry(db: Database, email: string, now: Date) {
  const newest = db
    .select({ id: resets.id })
    .from(resets)
    .innerJoin(staff, eq(staff.id, resets.staffId))
    .where(and(eq(staff.email, email), isNull(resets.supersededAt)))
    .orderBy(desc(resets.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(resets)
    .set({ attempts: sql`${resets.attempts} + 1` })
    .where(
      and(
        eq(resets.id, newest),
        isNull(resets.consumedAt),
        isNull(resets.supersededAt),
        gt(resets.expiresAt, now),
        lt(resets.attempts, LIMITS.resetCodeMaxAttempts),
      ),
    )
    .returning({ id: resets.id, staffId: resets.staffId, codeHash: resets.codeHash });
  return claimed;
}
