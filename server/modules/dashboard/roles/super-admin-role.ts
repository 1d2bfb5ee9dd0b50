import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staffRoles, type StaffRoleRow } from '#server/db/schema/index.js';

export const SUPER_ADMIN_ROLE_NAME = 'Super admin';

/** The one super-admin role, created on first start (safe when several servers start at once). */
export async function ensureSuperAdminRole(db: Database, now: Date): Promise<StaffRoleRow> {
  await db
    .insert(staffRoles)
    .values({
      name: SUPER_ADMIN_ROLE_NAME,
      permissions: [],
      isSuperAdmin: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [role] = await db.select().from(staffRoles).where(eq(staffRoles.isSuperAdmin, true));
  if (!role) {
    throw new Error(
      `the super-admin role could not be created: a role is already named "${SUPER_ADMIN_ROLE_NAME}"`,
    );
  }
  return role;
}
