import type { Database } from '#server/db/client.js';
import { staff, type StaffRow } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { staffSnapshot } from './staff-view.js';

export interface NewStaff {
  email: string;
  fullName: string;
  phoneNumber: string | null;
  passwordHash: string;
  roleId: number;
}

/**
 * Adds a staff member and its audit entry in the caller's transaction; undefined when the email is
 * taken. Shared by the API, the start-up super-admin and `npm run staff:create`.
 */
export async function insertStaff(
  tx: Pick<Database, 'insert'>,
  actor: AuditActor,
  values: NewStaff,
  now: Date,
): Promise<StaffRow | undefined> {
  const [row] = await tx
    .insert(staff)
    .values({ ...values, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  if (row) {
    await recordAudit(
      tx,
      actor,
      { action: 'create', resource: 'Staff', resourceId: row.id, after: staffSnapshot(row) },
      now,
    );
  }
  return row;
}
