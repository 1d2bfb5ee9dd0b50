import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffSessions, type StaffSessionRow } from '#server/db/schema/index.js';
import { signStaffToken } from '#server/lib/auth/staff-jwt.js';
import { addSeconds } from '#server/lib/clock.js';
import { STAFF_AUTH_LIMITS } from './staff-auth-limits.js';

export async function startStaffSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  staffId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const expiresAt = addSeconds(now, STAFF_AUTH_LIMITS.sessionSeconds);
  await deps.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({ id: sessionId, staffId, createdAt: now, expiresAt });
    await tx.update(staff).set({ lastLoginAt: now }).where(eq(staff.id, staffId));
  });
  const token = await signStaffToken({ staffId, sessionId }, expiresAt, deps.secrets.staffJwtKey, deps.clock);
  return { token, expiresAt };
}

/** Ends a staff member's open sessions (all, or all but the one still in use); their tokens stop at once. */
export async function revokeStaffSessions(
  tx: Pick<Database, 'update'>,
  staffId: string,
  reason: NonNullable<StaffSessionRow['revokedReason']>,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
      ),
    );
}
