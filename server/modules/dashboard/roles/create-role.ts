import type { Role, RoleBody } from '#contract/dashboard/roles.js';
import type { AppDeps } from '#server/deps.js';
import { staffRoles } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { assertHoldsAll } from './grant-rules.js';
import { roleSnapshot, toRole } from './role-view.js';

/** A new role; its name is unique whatever the letter case. */
export async function createRole(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  body: RoleBody,
): Promise<Role> {
  assertHoldsAll(caller, body.permissions);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffRoles)
      .values({ name: body.name, permissions: body.permissions, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', 'roleNameTaken');
    await recordAudit(
      tx,
      actor,
      { action: 'create', resource: 'Roles', resourceId: row.id, after: roleSnapshot(row) },
      now,
    );
    return toRole({ ...row, staffCount: 0 });
  });
}
