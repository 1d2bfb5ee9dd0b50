import { and, eq, ne, sql } from 'drizzle-orm';
import type { Role, RoleBody } from '#contract/dashboard/roles.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffRoles } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffCaller } from '../auth/authenticate-staff.js';
import { assertCanAssignRole, assertHoldsAll } from './grant-rules.js';
import { lockRoleForChange } from './locked-role.js';
import { roleSnapshot, toRole } from './role-view.js';

/** Renames a role and replaces its permissions; its staff feel the change on their next request. */
export async function updateRole(
  deps: AppDeps,
  caller: StaffCaller,
  actor: AuditActor,
  id: number,
  body: RoleBody,
): Promise<Role> {
  assertHoldsAll(caller, body.permissions);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockRoleForChange(tx, id);
    assertCanAssignRole(caller, before);
    const [clash] = await tx
      .select({ id: staffRoles.id })
      .from(staffRoles)
      .where(and(sql`lower(${staffRoles.name}) = lower(${body.name})`, ne(staffRoles.id, id)));
    if (clash) throw new AppError('conflict', 'roleNameTaken');
    const [after] = await tx
      .update(staffRoles)
      .set({ name: body.name, permissions: body.permissions, updatedAt: now })
      .where(eq(staffRoles.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'update',
        resource: 'Roles',
        resourceId: id,
        before: roleSnapshot(before),
        after: roleSnapshot(after),
      },
      now,
    );
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(staff)
      .where(eq(staff.roleId, id));
    return toRole({ ...after, staffCount: count?.n ?? 0 });
  });
}
