import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { staff, type StaffRoleRow } from '#server/db/schema/index.js';
import { hashPassword, verifyPassword } from '#server/lib/auth/passwords.js';
import { systemActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { clearEveryPasswordCheck } from '../auth/login-attempts.js';
import { revokeStaffSessions } from '../auth/staff-sessions.js';
import { insertStaff } from './insert-staff.js';
import { staffSnapshot } from './staff-view.js';

const actor = systemActor('ADMIN_EMAIL');

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD: creates that staff member as super-admin, or brings an existing
 * one back to it (super-admin role, unblocked, sign-in lock lifted, ADMIN_PASSWORD as password).
 * A password that already matches is left alone, so a restart ends no session.
 */
export async function bootstrapSuperAdmin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  admin: { email: string; password: string; name: string },
  role: StaffRoleRow,
): Promise<void> {
  const now = deps.clock.now();
  const [existing] = await deps.db.select().from(staff).where(eq(staff.email, admin.email));
  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    const created = await deps.db.transaction((tx) =>
      insertStaff(
        tx,
        actor,
        { email: admin.email, fullName: admin.name, phoneNumber: null, passwordHash, roleId: role.id },
        now,
      ),
    );
    if (created) deps.log.info({ staffId: created.id }, 'super-admin created from ADMIN_EMAIL');
    return;
  }

  const samePassword = await verifyPassword(existing.passwordHash, admin.password);
  if (samePassword && existing.roleId === role.id && existing.blockedAt === null) {
    await clearEveryPasswordCheck(deps.db, admin.email);
    return;
  }
  const passwordHash = samePassword ? undefined : await hashPassword(admin.password);
  await deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({
        roleId: role.id,
        blockedAt: null,
        ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(staff.id, existing.id))
      .returning();
    if (!after) return;
    if (passwordHash) await revokeStaffSessions(tx, existing.id, 'bootstrap', now);
    await clearEveryPasswordCheck(tx, admin.email);
    await recordAudit(
      tx,
      actor,
      {
        action: 'update',
        resource: 'Staff',
        resourceId: existing.id,
        before: staffSnapshot(existing),
        after: staffSnapshot(after),
      },
      now,
    );
  });
  deps.log.info({ staffId: existing.id }, 'super-admin updated from ADMIN_EMAIL');
}
