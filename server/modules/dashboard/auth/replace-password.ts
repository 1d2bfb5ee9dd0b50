import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staff } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { revokeStaffSessions } from './staff-sessions.js';

const SESSIONS_END_AS = {
  'change-password': 'password_changed',
  'reset-password': 'password_reset',
} as const;

/**
 * Stores a staff member's new password hash, ends their sessions (all but `keepSessionId`) and
 * records the change, in the caller's transaction.
 */
export async function replacePassword(
  tx: Pick<Database, 'insert' | 'update'>,
  actor: AuditActor,
  change: {
    action: keyof typeof SESSIONS_END_AS;
    staffId: string;
    passwordHash: string;
    /** When the password being replaced was set. */
    changedBefore: Date;
    keepSessionId?: string;
  },
  now: Date,
): Promise<void> {
  await tx
    .update(staff)
    .set({ passwordHash: change.passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(staff.id, change.staffId));
  await revokeStaffSessions(tx, change.staffId, SESSIONS_END_AS[change.action], now, change.keepSessionId);
  await recordAudit(
    tx,
    actor,
    {
      action: change.action,
      resource: 'Staff',
      resourceId: change.staffId,
      before: { passwordChangedAt: change.changedBefore },
      after: { passwordChangedAt: now },
    },
    now,
  );
}
