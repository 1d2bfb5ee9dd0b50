import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { staff, staffPasswordResets as resets } from '#server/db/schema/index.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import type { Language } from '#contract/common.js';
import { deliverResetCode } from './deliver-reset-code.js';
import { hashResetCode, newResetCode } from './reset-codes.js';
import { STAFF_AUTH_LIMITS as LIMITS } from './staff-auth-limits.js';

export interface ResetCodeRequest {
  email: string;
  /** Who asked (lib/network-source.ts): tries from there have their own count (reset-password.ts). */
  source: string;
  language: Language;
  requestedAt: Date;
}

/**
 * Sends a 6-digit reset code to an active staff member (by SMS to their phone, else by email). It
 * runs after the answer, which is the same 202 whatever happens here: whether the address exists, is
 * blocked or hit the send limits (one code a minute, five an hour) is never said nor timed.
 */
export async function forgotPassword(deps: AppDeps, request: ResetCodeRequest): Promise<void> {
  const now = request.requestedAt;
  const [account] = await deps.db
    .select({ id: staff.id, email: staff.email, phoneNumber: staff.phoneNumber, blockedAt: staff.blockedAt })
    .from(staff)
    .where(eq(staff.email, request.email));
  if (!account || account.blockedAt) return;

  const code = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-reset:${account.id}`}))`);
    const recent = await tx
      .select({ createdAt: resets.createdAt })
      .from(resets)
      .where(and(eq(resets.staffId, account.id), gt(resets.createdAt, addSeconds(now, -3600))))
      .orderBy(desc(resets.createdAt));
    const last = recent[0];
    if (last && secondsBetween(last.createdAt, now) < LIMITS.resetCodeCooldownSeconds) return undefined;
    if (recent.length >= LIMITS.resetCodesPerHour) return undefined;

    await tx
      .update(resets)
      .set({ supersededAt: now })
      .where(and(eq(resets.staffId, account.id), isNull(resets.consumedAt), isNull(resets.supersededAt)));
    const id = randomUUID();
    const fresh = newResetCode();
    await tx.insert(resets).values({
      id,
      staffId: account.id,
      codeHash: hashResetCode(deps.secrets.hashKey, id, fresh),
      requestedFrom: request.source,
      createdAt: now,
      expiresAt: addSeconds(now, LIMITS.resetCodeTtlSeconds),
    });
    return fresh;
  });
  if (code) await deliverResetCode(deps, account, code, request.language);
}
