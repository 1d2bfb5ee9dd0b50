import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { staffRoles, type StaffRoleRow } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';

/**
 * Reads a role for a change and holds its row until the transaction ends (staff cannot be added to
 * it meanwhile). The super-admin role is never changed.
 */
export async function lockRoleForChange(tx: Pick<Database, 'select'>, id: number): Promise<StaffRoleRow> {
  const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
  if (!row) throw new AppError('notFound', 'notFound');
  if (row.isSuperAdmin) throw new AppError('conflict', 'superAdminRoleLocked');
  return row;
}
