import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staff, staffRoles, type StaffRow } from '#server/db/schema/index.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { assertCanAssignRole } from '../roles/grant-rules.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isStaffId(id: string): boolean {
  return UUID.test(id);
}

export interface StaffForChange {
  row: StaffRow;
  role: { permissions: string[]; isSuperAdmin: boolean };
}

/**
 * Reads a staff member for a change and holds the row until the transaction ends. The caller must
 * hold every permission of the member's role (only a super-admin manages a super-admin).
 */
export async function staffForChange(
  tx: Pick<Database, 'select'>,
  caller: StaffCaller,
  id: string,
): Promise<StaffForChange> {
  if (!isStaffId(id)) throw new AppError('notFound', 'notFound');
  const [found] = await tx
    .select({ row: staff, permissions: staffRoles.permissions, isSuperAdmin: staffRoles.isSuperAdmin })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.id, staff.roleId))
    .where(eq(staff.id, id))
    .for('update', { of: staff });
  if (!found) throw new AppError('notFound', 'notFound');
  const role = { permissions: found.permissions, isSuperAdmin: found.isSuperAdmin };
  assertCanAssignRole(caller, role);
  return { row: found.row, role };
}

/** Deleting, blocking, re-roling or setting the password of one's own account is refused. */
export function assertNotSelf(caller: StaffCaller, id: string): void {
  if (caller.id === id) throw new AppError('conflict', 'cannotChangeOwnAccount');
}

/** The role to give, read and held: it must exist (422 on roleId) and be the caller's to give. */
export async function roleToAssign(tx: Pick<Database, 'select'>, caller: StaffCaller, roleId: number) {
  const [role] = await tx.select().from(staffRoles).where(eq(staffRoles.id, roleId)).for('share');
  if (!role) throw fieldError('roleId', 'choiceInvalid');
  assertCanAssignRole(caller, role);
  return role;
}
