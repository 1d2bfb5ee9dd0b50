import type { CreateStaffBody, StaffMember } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { hashPassword } from '#server/lib/auth/passwords.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { getStaff } from './get-staff.js';
import { insertStaff } from './insert-staff.js';
import { roleToAssign } from './staff-for-change.js';
import { staffPhone } from './staff-phone.js';

/** A new staff member in a role the caller may give; the email is unique. */
export async function createStaff(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  body: CreateStaffBody,
): Promise<StaffMember> {
  const phoneNumber = staffPhone(deps.config, body.phoneNumber) ?? null;
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    await roleToAssign(tx, caller, body.roleId);
    const row = await insertStaff(
      tx,
      actor,
      { email: body.email, fullName: body.fullName, phoneNumber, passwordHash, roleId: body.roleId },
      now,
    );
    if (!row) throw new AppError('conflict', 'staffEmailTaken');
    return row;
  });
  return getStaff(deps, created.id);
}
