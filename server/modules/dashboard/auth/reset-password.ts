import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordBody } from '#contract/dashboard/auth.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffPasswordResets as resets, staffResetTries as tries } from '#server/db/schema/index.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { networkSource } from '#server/lib/network-source.js';
import { hashPassword } from '#server/lib/auth/passwords.js';
import { fieldError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { clearEveryPasswordCheck } from './login-attempts.js';
import { sameResetCode } from './reset-codes.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';
import { replacePassword } from './replace-password.js';

const rejected = () => fieldError('code', 'resetCodeRejected');

/**
 * Sets a new password with the newest code sent to the email. A wrong code, a used, replaced, expired
 * or burned one and an unknown email get the same answer after the same single statement, which
 * counts the try before the code is compared, right or wrong. Tries count per source (an IPv4
 * address, an IPv6 /64): five from one source burn the code for that source only, and the sources
 * other than the one that asked for the code share a ceiling of ten, so a stranger can neither burn
 * the code of the person who asked for it nor guess from many addresses at once (docs/decisions/0026).
 * Success ends every session and lifts every sign-in lock of the email.
 */
export async function resetPassword(
  deps: AppDeps,
  body: ResetPasswordBody,
  request: { id: string; ip: string },
): Promise<void> {
  const now = deps.clock.now();
  const claimed = await claimTry(deps.db, { email: body.email, source: networkSource(request.ip) }, now);
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
    const actor: AuditActor = { staffId: claimed.staffId, staffEmail: account.email, requestId: request.id };
    await replacePassword(
      tx,
      actor,
      {
        action: 'reset-password',
        staffId: claimed.staffId,
        passwordHash,
        changedBefore: account.passwordChangedAt,
      },
      now,
    );
    await clearEveryPasswordCheck(tx, account.email);
    return true;
  });
  if (!done) throw rejected();
}

/**
 * Counts a try on the email's newest code while it is usable and this source may still try it, in
 * one statement: the source's own count (at most five, an atomic upsert), then the code's counts (the
 * other sources' ceiling is checked on the row under its lock, so parallel tries cannot pass it).
 * Nothing when there is no such code.
 */
async function claimTry(db: Database, { email, source }: { email: string; source: string }, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const usable = sql`${resets.consumedAt} is null and ${resets.supersededAt} is null and ${resets.expiresAt} > ${at}`;
  const fromRequester = sql`${resets.requestedFrom} is not distinct from ${source}`;
  const [claimed] = await rowsOf<{ id: string; staff_id: string; code_hash: string }>(
    db,
    sql`with newest as (
          select ${resets.id} as id from ${resets}
          inner join ${staff} on ${staff.id} = ${resets.staffId}
          where ${staff.email} = ${email} and ${resets.supersededAt} is null
          order by ${resets.createdAt} desc limit 1
        ), source_try as (
          insert into ${tries} (reset_id, source, tries)
          select ${resets.id}, ${source}, 1 from ${resets} where ${resets.id} = (select id from newest) and ${usable}
          on conflict (reset_id, source) do update set tries = ${tries}.tries + 1
            where ${tries}.tries < ${LIMITS.resetCodeMaxAttempts}
          returning reset_id
        )
        update ${resets} set
          attempts = ${resets.attempts} + 1,
          other_source_tries = ${resets.otherSourceTries} + (case when ${fromRequester} then 0 else 1 end)
        where ${resets.id} = (select reset_id from source_try) and ${usable}
          and (${fromRequester} or ${resets.otherSourceTries} < ${LIMITS.resetCodeMaxOtherSourceTries})
        returning ${resets.id} as id, ${resets.staffId} as staff_id, ${resets.codeHash} as code_hash`,
  );
  return claimed && { id: claimed.id, staffId: claimed.staff_id, codeHash: claimed.code_hash };
}
