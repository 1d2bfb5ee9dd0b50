import { and, eq, ne } from 'drizzle-orm';
import { matchesEmail } from '#contract/dashboard/password-policy.js';
import type { StaffMember, UpdateStaffBody } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/auth/passwords.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { revokeStaffSessions } from '../auth/staff-sessions.js';
import { getStaff } from './get-staff.js';
import { assertNotSelf, roleToAssign, staffForChange } from './staff-for-change.js';
import { staffPhone } from './staff-phone.js';
import { staffSnapshot } from './staff-view.js';

/**
 * Changes what the body names. A new password (set by someone else) ends the member's sessions; one's
 * own role and password are not changed here.
 */
export async function updateStaff(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  id: string,
  body: UpdateStaffBody,
): Promise<StaffMember> {
  const phoneNumber = staffPhone(deps.config, body.phoneNumber);
  if (body.password !== undefined) assertNotSelf(caller, id);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const { row: before } = await staffForChange(tx, caller, id);
      if (body.roleId !== undefined && body.roleId !== before.roleId) {
        assertNotSelf(caller, id);
        await roleToAssign(tx, caller, body.roleId);
      }
      if (body.password !== undefined && matchesEmail(body.password, body.email ?? before.email)) {
        throw fieldError('password', 'passwordSameAsEmail');
      }
      if (body.email !== undefined && body.email !== before.email) {
        const [clash] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.email, body.email), ne(staff.id, id)));
        if (clash) throw new AppError('conflict', 'staffEmailTaken');
      }
      const [after] = await tx
        .update(staff)
        .set({
          email: body.email,
          fullName: body.fullName,
          phoneNumber,
          roleId: body.roleId,
          ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(staff.id, id))
        .returning();
      if (!after) throw new AppError('notFound', 'notFound');
      if (passwordHash) await revokeStaffSessions(tx, id, 'password_changed', now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'update',
          resource: 'Staff',
          resourceId: id,
          before: staffSnapshot(before),
          after: staffSnapshot(after),
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'staffEmailTaken');
    throw error;
  }
  return getStaff(deps, id);
}
