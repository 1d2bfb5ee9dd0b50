import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staffRoles, type StaffRoleRow } from '#server/db/schema/index.js';
import { ensureSuperAdminRole } from './super-admin-role.js';

/** A role named on the command line: `super-admin`, a role's name (any letter case) or its id. */
export async function findRoleByName(
  db: Database,
  name: string,
  now: Date,
): Promise<StaffRoleRow | undefined> {
  if (name.trim().toLowerCase() === 'super-admin') return ensureSuperAdminRole(db, now);
  const byName = sql`lower(${staffRoles.name}) = lower(${name.trim()})`;
  const [role] = await db
    .select()
    .from(staffRoles)
    .where(/^\d{1,9}$/.test(name.trim()) ? eq(staffRoles.id, Number(name)) : byName);
  return role;
}

/** The names to offer: super-admin, then the other roles. */
export async function roleNames(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: staffRoles.name })
    .from(staffRoles)
    .where(eq(staffRoles.isSuperAdmin, false))
    .orderBy(staffRoles.name);
  return ['super-admin', ...rows.map((row) => row.name)];
}
