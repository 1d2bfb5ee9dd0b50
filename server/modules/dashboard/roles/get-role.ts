import { eq } from 'drizzle-orm';
import type { Role } from '#contract/dashboard/roles.js';
import type { AppDeps } from '#server/deps.js';
import { staffRoles } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { selectRoles, toRole } from './role-view.js';

export async function getRole(deps: AppDeps, id: number): Promise<Role> {
  const [row] = await selectRoles(deps.db).where(eq(staffRoles.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toRole(row);
}
